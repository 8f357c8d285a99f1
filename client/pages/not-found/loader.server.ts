import { data } from 'react-router';
import { NOT_FOUND_META } from '../../../shared/pageMeta.ts';

/** contract: the 404 page, with its search data for the document's head. Thrown by any loader whose page does not exist. */
export function notFound(): never {
  throw data({ meta: NOT_FOUND_META }, { status: 404, statusText: 'Not Found' });
}

/** contract: any path no other route matches is the 404 page. */
export function loader(): never {
  return notFound();
}
