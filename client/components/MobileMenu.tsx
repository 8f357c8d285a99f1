import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { headerLinks } from '../../shared/navigation.ts';
import { StartClaimLink } from './StartClaimLink.tsx';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Full-screen overlay menu below the large breakpoint (spec section 4): closed
 * by its Close button, a backdrop click, Escape or choosing a link; body
 * scroll locked while open; focus kept inside and returned to the toggle.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: (returnFocus: boolean) => void }) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('scroll-locked');
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose(true);
  };

  // Keep Tab inside the open menu (it is modal).
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div id="mobile-menu" className="mobile-menu" hidden={!open} onClick={onBackdropClick} data-testid="mobile-menu-backdrop">
      <div
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onKeyDown={onPanelKeyDown}
      >
        <button type="button" className="mobile-menu__close" onClick={() => onClose(true)}>
          Close
        </button>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="mobile-menu__link" onClick={() => onClose(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <StartClaimLink className="button button--primary button--block" />
      </div>
    </div>
  );
}
