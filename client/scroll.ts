import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'drivefair_scroll';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Navigation state for a change within the page (the blog filter): the view
 * stays where it is instead of starting at the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Contract: every new navigation starts at the top, instantly; Back and
 * Forward restore where the visitor left, as browsers do for documents.
 */
export function useScrollManagement(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry whose position scrolling records. While a navigation is under
  // way (a link clicked, Back pressed) nothing is recorded: the old page's
  // position was saved when it started, and the swap of content may clamp the
  // scroll position on its way to the new page.
  const currentKey = useRef(location.key);
  const navigating = useRef(false);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    let release = 0;
    const record = () => {
      const positions = readPositions();
      positions[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // storage full or disabled: Back simply starts at the top
      }
    };
    const onScroll = () => {
      if (navigating.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(record);
    };
    const onNavigationStart = () => {
      cancelAnimationFrame(frame);
      record();
      navigating.current = true;
      // A click that turns out not to navigate must not stop recording for good.
      clearTimeout(release);
      release = window.setTimeout(() => (navigating.current = false), 3000);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
        onNavigationStart();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onNavigationStart, { capture: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(release);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onNavigationStart, { capture: true });
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    currentKey.current = location.key;
    navigating.current = false;
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved !== undefined) window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      return;
    }
    if (!keepsScroll(location.state)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key, location.state, navigationType]);
}
