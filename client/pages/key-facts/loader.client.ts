/** In the browser, a legal page's loader (its data and its document, fetched): ../legal/loader.client.ts. */
export { loader } from '../legal/loader.client.ts';
