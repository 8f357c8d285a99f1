/**
 * The browser's stand-in for schemeScopeFile.server.ts (build.mjs,
 * `serverModulesPlugin`): the facts the server already checked, handed over by
 * /my-agreements's loader before the page loads the engine (decision 035), so
 * the browser runs the pre-check's one engine without zod, yaml or the file.
 */
import { providedSchemeScope } from '../agreements/schemeScopeSlot.ts';
import type { SchemeScope } from './schemeScopeFile.server.ts';

export const SCHEME_SCOPE_FILE = 'content/scheme-scope.yaml';

export const schemeScope = providedSchemeScope() as SchemeScope;
