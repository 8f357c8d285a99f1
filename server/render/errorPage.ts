import { brand } from '../../shared/brand/brand.ts';

/** A plain page for when React cannot render: never a stack, never a detail. */
export function errorPageHtml(status: number): string {
  const heading = status >= 500 ? 'Sorry, something went wrong' : 'Sorry, we could not handle that request';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading} | ${brand.name}</title></head><body><main><h1>${heading}</h1><p>Please try again in a moment, or go to the <a href="/">${brand.name} home page</a>.</p><p>If it keeps happening, email <a href="mailto:${brand.email}">${brand.email}</a>.</p></main></body></html>`;
}
