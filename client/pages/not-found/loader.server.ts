import { data } from 'react-router';
import { NOT_FOUND_HEAD } from '../../../shared/seo/seo.ts';

/** contract: the 404 page, with its head (the document shows the same without data). Thrown by any loader whose page does not exist. */
export function notFound(): never {
  throw data(NOT_FOUND_HEAD, { status: 404, statusText: 'Not Found' });
}

/** contract: any path no other route matches is the 404 page. */
export function loader(): never {
  return notFound();
}
