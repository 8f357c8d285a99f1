/**
 * The FAQ accordion's behaviour (spec section 4): at most one item open;
 * clicking another opens it and closes the previous; clicking the open one
 * closes it. The accordion is server-only copy (client/serverCopy.tsx): its
 * markup comes from the server with every answer shown, so without
 * JavaScript all of them can be read; once the page is interactive
 * `setUpAccordions` leaves only the default item open, and clicks are handled
 * by delegation (`toggleAccordion`).
 */

import type { CopyBehaviour } from './serverCopy.tsx';

const ACCORDION = '[data-accordion]';
const BUTTON = '.faq-item__button';

function setOpen(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

/** Leaves only each accordion's default item open (`data-default-open`, an index; -1 for none). */
function setUpAccordions(root: ParentNode): void {
  for (const accordion of root.querySelectorAll(`${ACCORDION}:not([data-ready])`)) {
    const defaultOpen = Number(accordion.getAttribute('data-default-open') ?? 0);
    accordion.querySelectorAll(BUTTON).forEach((button, index) => setOpen(button, index === defaultOpen));
    accordion.setAttribute('data-ready', '');
  }
}

/** A click on an accordion's question: returns whether it was one. */
function toggleAccordion(target: EventTarget | null): boolean {
  const button = target instanceof Element ? target.closest(BUTTON) : null;
  const accordion = button?.closest(`${ACCORDION}[data-ready]`);
  if (!button || !accordion) return false;
  const opening = button.getAttribute('aria-expanded') !== 'true';
  for (const other of accordion.querySelectorAll(BUTTON)) setOpen(other, opening && other === button);
  return true;
}

export const accordion: CopyBehaviour = { click: (event) => toggleAccordion(event.target), setUp: setUpAccordions };
