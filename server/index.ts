import { fileURLToPath } from 'node:url';

// React and friends pick their production build from NODE_ENV when first
// imported, so it is set before the app is loaded (build.mjs keeps main in its
// own chunk so this runs first).
process.env.NODE_ENV ??= 'production';
// A build with a file of the server's missing (a chunk gone) cannot load: exit 78 with one line, as
// server/start/main.ts does for the rest of a damaged build (issue 48), not a stack.
const { main } = await import('./start/main.ts').catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  console.error(`Build error: the build in dist/ is not whole: run "npm run build" (${error.message.split('\n')[0]})`);
  process.exit(78);
});
// dist/server/index.js → dist/
await main(fileURLToPath(new URL('..', import.meta.url)));
