/** `?raw` imports: Vite natively, esbuild through build.mjs's rawPlugin. */
declare module '*?raw' {
  const text: string;
  export default text;
}
