import { REDRESS_PARAM } from '../../../shared/fees/redressInput.ts';
import { handle as legalHandle } from '../legal/loader.server.ts';

/** Information & Key Facts is a legal page (its document, its head) that also reads the fee calculator's query. */
export { loader } from '../legal/loader.server.ts';

/** React Router's `handle` for this route: a legal page's, and the query its fee calculator reads. */
export const handle = { ...legalHandle, query: [REDRESS_PARAM] };
