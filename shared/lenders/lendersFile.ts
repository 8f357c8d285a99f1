/**
 * content/lenders.yaml, checked by the schema (shared/content/schema.ts): the
 * lenders' complaint routes and the other names they go by, each detail with
 * its sources. Bundled into the server (a `?raw` import), read once as it
 * starts; shared/lenders/lenders.ts and lenderAliases.ts give it to the pages.
 */
import lendersYaml from '../../content/lenders.yaml?raw';
import { lendersFileSchema, parseContent, type LendersFile } from '../content/schema.ts';

export const LENDERS_FILE = 'content/lenders.yaml';

/** The records in `text` (the YAML of content/lenders.yaml); throws a ContentError naming file, entry and field. */
export function loadLendersFile(text: string): LendersFile {
  return parseContent(LENDERS_FILE, text, lendersFileSchema);
}

export const lendersFile: LendersFile = loadLendersFile(lendersYaml);
