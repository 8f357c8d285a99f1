import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { headerLinks } from '../../../shared/urls/navigation.ts';
import { StartClaimLink } from '../claim/StartClaimLink.tsx';
import { useHydrated } from './useHydrated.ts';

export const MOBILE_MENU_ID = 'mobile-menu';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The menu below the large breakpoint (spec section 4): an overlay with the
 * header's links and the start-claim button, closed by its Close button, a
 * click on the backdrop, Escape or choosing a link.
 *
 * HTML first: it is a `popover`, opened and closed by buttons that name it
 * (`popovertarget`), so the browser itself opens it, closes it on Escape or a
 * click outside and returns focus to the toggle, with JavaScript off and
 * before the page's code arrives. Once hydrated, React adds what HTML cannot:
 * `aria-expanded` on the toggle kept in step, focus moved into the menu and
 * kept there while it is open, body scroll locked, and a chosen link closing it.
 */
export function MobileMenu() {
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { pathname } = useLocation();

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      document.body.classList.toggle('scroll-locked', opened);
      if (opened) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    element.addEventListener('toggle', onToggle);
    return () => {
      element.removeEventListener('toggle', onToggle);
      document.body.classList.remove('scroll-locked');
    };
  }, []);

  // A navigation (a link chosen, Back pressed) always leaves the menu closed.
  useEffect(() => close(menu.current), [pathname]);

  // Tab stays inside the open menu, which covers the page.
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        popoverTarget={MOBILE_MENU_ID}
        // Before hydration the browser reports the state itself (popovertarget); a fixed
        // attribute from the server would contradict it once the menu opens.
        aria-expanded={hydrated ? open : undefined}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        <span className="menu-toggle__label">Menu</span>
      </button>
      <div ref={menu} id={MOBILE_MENU_ID} className="mobile-menu" popover="auto" role="dialog" aria-label="Site menu" onKeyDown={keepFocusInside}>
        <button type="button" className="mobile-menu__close" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide">
          Close
        </button>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="mobile-menu__link" onClick={() => close(menu.current)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <StartClaimLink className="button button--primary button--block" />
      </div>
    </>
  );
}

function close(element: HTMLElement | null): void {
  if (element?.matches(':popover-open')) element.hidePopover();
}
