import { useEffect, useState } from 'react';
import type { RegistryWords } from '../../../shared/figures/registryWords.ts';
import { useRegistry } from '../../registry.ts';
import { useHydrated, useMediaQuery } from './useHydrated.ts';

/** What the banner's messages read from the registry's words. */
export interface BannerWords {
  readonly text: Pick<RegistryWords['text'], 'schemesWindow'>;
}

/**
 * Spec section 2, Home banner: three messages, each plainly true or from the registry (issue 29 items 1
 * and 2: no figure of our own without its evidence). The free route comes first, so a phone shows it
 * before anything of ours; the claim application is named as what it is, a sign-up.
 */
export function bannerMessages({ text }: BannerWords): readonly string[] {
  return [
    'You can complain to your lender for free',
    `FCA schemes: agreements made ${text.schemesWindow}`,
    // issue 45 item 9: no figure of our own until its evidence is filed (the sign-up's time is on /our-figures)
    'Our pre-check is free and asks for no personal details',
  ];
}

/** Spec section 9: banner rotation 2000 ms. */
export const BANNER_ROTATION_MS = 2000;

/** Below the large breakpoint one message shows at a time; from it, all three (spec section 2). */
const ROTATING_VIEWPORT = '(max-width: 1023.98px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The home page's sticky banner. On phones the messages take turns every
 * 2 seconds; the rotation can be paused and never runs for visitors who prefer
 * reduced motion (contract; WCAG 2.2.2); then the first message stays. The
 * rotation starts only after hydration, so the server's HTML matches.
 */
export function SiteBanner() {
  const messages = bannerMessages(useRegistry());
  const hydrated = useHydrated();
  const narrow = useMediaQuery(ROTATING_VIEWPORT);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const canRotate = hydrated && narrow && !reducedMotion;
  const rotating = canRotate && !paused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % messages.length), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating, messages.length]);

  return (
    <div className="site-banner" data-rotating={canRotate ? 'true' : undefined}>
      <div className="container site-banner__inner">
        <ul className="site-banner__messages" aria-label="Good to know">
          {messages.map((message, index) => (
            <li key={message} className="site-banner__message" data-active={index === active ? 'true' : undefined}>
              <CheckIcon />
              <span>{renderNumbers(message)}</span>
            </li>
          ))}
        </ul>
        {canRotate && (
          <button type="button" className="site-banner__toggle" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span className="visually-hidden">Pause banner messages</span>
          </button>
        )}
      </div>
    </div>
  );
}

/** Numbers in the numeric font (house style). */
function renderNumbers(message: string) {
  return message.split(/(£?[\d,]+(?:\.\d+)?)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="num">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function CheckIcon() {
  return (
    <svg className="site-banner__icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
    </svg>
  );
}
