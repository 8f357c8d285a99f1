import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'drivefair_scroll';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember the position of the current entry as the visitor scrolls.
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const positions = readPositions();
        positions[location.key] = window.scrollY;
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
        } catch {
          // storage full or disabled: Back simply starts at the top
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved !== undefined) window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key, navigationType]);
}
