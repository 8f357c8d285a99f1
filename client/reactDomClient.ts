/**
 * React DOM's browser half, in a chunk of its own: client/entry.tsx imports it
 * after the shell has run, so the two evaluate in separate tasks.
 */
export { hydrateRoot } from 'react-dom/client';
