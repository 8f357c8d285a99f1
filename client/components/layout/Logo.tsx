import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '../../../shared/brand/brand.ts';
import { scrollBehavior } from '../../motion.ts';

/** Links home; on the home page it scrolls smoothly back to the top instead (spec section 2). */
export function Logo() {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== '/') return;
    event.preventDefault();
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  };
  return (
    <Link to="/" className="logo" onClick={onClick}>
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M7 19.5h18M9.5 19.5l2.2-5.3a2 2 0 0 1 1.8-1.2h5a2 2 0 0 1 1.8 1.2l2.2 5.3"
          stroke="#fff"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="11.5" cy="21.5" r="2" fill="#fff" />
        <circle cx="20.5" cy="21.5" r="2" fill="#fff" />
      </svg>
      <span className="logo__word">{brand.name}</span>
      <span className="visually-hidden"> home</span>
    </Link>
  );
}
