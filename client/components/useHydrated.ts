import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * False on the server and during hydration, true from the first commit in the
 * browser. Components render their JavaScript-free form first (HTML first:
 * everything readable without JavaScript), so the server's HTML and the
 * hydrated HTML match, then switch to their interactive form before paint.
 */
export function useHydrated(): boolean {
  // After the first hydration, components mounted by a client-side navigation
  // start in their interactive form: switching after mount would shift the
  // page under a restored scroll position.
  const [hydrated, setHydrated] = useState(() => documentHydrated);
  useIsomorphicLayoutEffect(() => {
    documentHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}

let documentHydrated = false;

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
