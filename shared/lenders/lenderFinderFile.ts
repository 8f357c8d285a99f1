/**
 * content/lender-finder.yaml, checked by the schema (shared/content/schema.ts):
 * the lender finder's words for each kind of name, and the ways to find a
 * lender's name when it finds none, with their sources. Bundled into the
 * server (a `?raw` import), read once as it starts; shared/lenders/lenderAliases.ts
 * and lenderFinderResults.ts give it to the pages.
 */
import lenderFinderYaml from '../../content/lender-finder.yaml?raw';
import { lenderFinderFileSchema, parseContent, type LenderFinderFile } from '../content/schema.ts';
import { scopeReferenceProblem } from '../figures/schemeScope.ts';
import { lendersFile } from './lendersFile.ts';

const LENDER_FINDER_FILE = 'content/lender-finder.yaml';

/** The words in `text` (the YAML of content/lender-finder.yaml); throws a ContentError naming file, entry and field. */
export function loadLenderFinderFile(text: string): LenderFinderFile {
  return parseContent(LENDER_FINDER_FILE, text, lenderFinderFileSchema(Object.keys(lendersFile.aliasSources), scopeReferenceProblem));
}

export const lenderFinderFile: LenderFinderFile = loadLenderFinderFile(lenderFinderYaml);
