import type { MouseEvent } from 'react';
import { blogCountText, type BlogFilter } from '../shared/blogFilters.ts';
import type { CopyBehaviour } from './serverCopy.tsx';

/**
 * A click on a filter of /blogs (client/pages/BlogsPage.copy.tsx): shows the
 * posts of that category in place, presses the button, says how many, and
 * keeps the address shareable without a router navigation (which would scroll
 * to the top). Returns whether the click was on a filter.
 */
function chooseBlogFilter(event: MouseEvent<HTMLElement>): boolean {
  const button = event.target instanceof Element ? event.target.closest('[data-blog-filter]') : null;
  const section = button?.closest('.blog-section');
  if (!button || !section) return false;
  // The buttons submit the GET form without JavaScript; here the list filters in place.
  event.preventDefault();
  const filter = button.getAttribute('data-blog-filter') as BlogFilter;
  for (const option of section.querySelectorAll('[data-blog-filter]')) option.setAttribute('aria-pressed', String(option === button));
  let shown = 0;
  for (const item of section.querySelectorAll<HTMLElement>('.blog-list > li[data-category]')) {
    item.hidden = filter !== 'all' && item.getAttribute('data-category') !== filter;
    if (!item.hidden) shown++;
  }
  const count = section.querySelector('.blog-count');
  if (count) count.textContent = blogCountText(filter, shown);
  const url = new URL(window.location.href);
  if (filter === 'all') url.searchParams.delete('category');
  else url.searchParams.set('category', filter);
  window.history.replaceState(window.history.state, '', url);
  return true;
}

export const blogFilter: CopyBehaviour = { click: chooseBlogFilter };
