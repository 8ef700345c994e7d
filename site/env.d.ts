/** Vite's `?url` imports (a file emitted with the build; the import is its URL). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** `client:interaction` (site/lib/hydrate-on-interaction.ts): hydrate on the visitor's first interaction. */
declare namespace Astro {
  interface ClientDirectives {
    /**
     * A selector of controls outside the island whose clicks wait for it, or `true`; or options: that `selector`,
     * and a `probe` address whose `{ mode }` answer hydrates the island once in view when it is not `Public`.
     */
    'client:interaction'?: string | boolean | { selector?: string; probe?: string };
  }
}
