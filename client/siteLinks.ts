import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/**
 * Markup that React did not build (a rendered document, server-only copy)
 * holds plain links: they work without JavaScript. Once hydrated, a plain
 * left click on a link to another page of the site becomes a client-side
 * navigation; new tabs, downloads, other sites, /content files and a fragment
 * of the same page keep the browser's own behaviour.
 */
export function followSiteLinks(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/content/')) return;
    // A fragment of this same page: the browser scrolls to it (a navigation would start at the top).
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}
