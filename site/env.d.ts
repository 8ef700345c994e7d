/** Vite's `?url` imports (a file emitted with the build; the import is its URL). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** `client:interaction` (site/lib/hydrate-on-interaction.ts): hydrate on the visitor's first interaction. */
declare namespace Astro {
  interface ClientDirectives {
    /** A selector of controls outside the island whose clicks wait for it, or `true`. */
    'client:interaction'?: string | boolean;
  }
}
