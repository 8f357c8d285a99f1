import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The address the document was loaded at: a failure there must not reload it again and again. */
const firstHref = typeof window === 'undefined' ? '' : window.location.href;

/**
 * Loads the current address as a whole page from the server. After a
 * client-side navigation the history already holds the target, so a reload
 * brings the page the visitor asked for, rendered by the server (which never
 * depends on a chunk download). Returns whether it did.
 */
export function loadWholePage(): boolean {
  if (typeof window === 'undefined' || window.location.href === firstHref) return false;
  window.location.reload();
  return true;
}

/**
 * Never a blank page: a page that throws while rendering after a client-side
 * navigation (a rolling deploy removed its code, a bug) is loaded again as a
 * whole page instead. Keyed by path in Document, and reset by a new query, so
 * the next navigation starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; location: string }, { failed: boolean; location: string }> {
  override state = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  /** A failure belongs to the address it happened at: the next one starts afresh. */
  static getDerivedStateFromProps(props: { location: string }, state: { location: string }): { failed: boolean; location: string } | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page: render failed', error, info.componentStack);
    loadWholePage();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page" role="alert">
        <h1>Sorry, this page did not load</h1>
        <p>
          {/* A plain link: the browser loads the page again from the server. */}
          <a href={typeof window === 'undefined' ? '/' : window.location.href}>Load the page again</a>
        </p>
      </div>
    );
  }
}
