import { CACHE_CONTROL } from '../middleware/headerRules.ts';

/** Every page's Cache-Control, made at build or per request (headerRules.ts says why). */
export const HTML_CACHE_CONTROL = CACHE_CONTROL.page;
