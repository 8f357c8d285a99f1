/**
 * React DOM's browser half, in a chunk of its own: client/entry.tsx imports it
 * after the shell has run, so the two evaluate in separate tasks. React
 * Router's DOM `RouterProvider` comes with it (it needs React DOM's `flushSync`).
 */
export { hydrateRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router/dom';
