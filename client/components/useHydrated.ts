import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * False on the server and during hydration, true from the first commit in the
 * browser. Components render their JavaScript-free form first (HTML first:
 * everything readable without JavaScript), so the server's HTML and the
 * hydrated HTML match, then switch to their interactive form before paint.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useIsomorphicLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

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
