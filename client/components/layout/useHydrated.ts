import { useSyncExternalStore } from 'react';

/**
 * False on the server and during hydration, true from the first commit in the
 * browser. Components render their JavaScript-free form first (HTML first:
 * everything readable without JavaScript), so the server's HTML and the
 * hydrated HTML match, then switch to their interactive form before paint.
 */
export function useHydrated(): boolean {
  // While React hydrates the first page it reads the server snapshot, so the
  // markup matches; a component mounted by a client-side navigation reads
  // `true` at once and never switches after mount (which would shift the page
  // under a restored scroll position).
  return useSyncExternalStore(subscribeNever, clientSnapshot, serverSnapshot);
}

const subscribeNever = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/** A media query's current answer; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
