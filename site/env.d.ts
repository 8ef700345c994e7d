/** Vite's `?url` imports (a file emitted with the build; the import is its URL). */
declare module '*?url' {
  const url: string;
  export default url;
}
