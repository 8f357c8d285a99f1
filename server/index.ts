import { fileURLToPath } from 'node:url';

// React and friends pick their production build from NODE_ENV when first
// imported, so it is set before the app is loaded (build.mjs keeps main in its
// own chunk so this runs first).
process.env.NODE_ENV ??= 'production';
const { main } = await import('./main.ts');
// dist/server/index.js → dist/
await main(fileURLToPath(new URL('..', import.meta.url)));
