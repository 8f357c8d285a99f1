import { scrollBehavior } from './motion.ts';
import type { CopyBehaviour } from './serverCopy.tsx';

/** Spec section 9: the carousel steps one card width plus 16px; the CSS gap between cards is the same 16px. */
export const CAROUSEL_GAP_PX = 16;

/**
 * A click on a carousel's step button (`data-carousel-step="1"` or `"-1"`)
 * scrolls its track by one card. The carousel is server-only copy
 * (client/serverCopy.tsx), so this runs as a delegated click handler rather
 * than as a React component's. Returns whether the click was such a button.
 */
function stepCarousel(target: EventTarget | null): boolean {
  const button = target instanceof Element ? target.closest('[data-carousel-step]') : null;
  if (!button) return false;
  const track = button.closest('.review-carousel')?.querySelector('.review-carousel__track');
  const card = track?.firstElementChild;
  if (track && card) {
    const distance = card.getBoundingClientRect().width + CAROUSEL_GAP_PX;
    track.scrollBy({ left: Number(button.getAttribute('data-carousel-step')) * distance, behavior: scrollBehavior() });
  }
  return true;
}

export const carousel: CopyBehaviour = { click: (event) => stepCarousel(event.target) };
