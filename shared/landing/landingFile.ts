/**
 * content/landing.yaml, checked by the schema (shared/content/schema.ts): the
 * words of the lender and vehicle-make landing pages. Bundled into the server
 * (a `?raw` import), read once as it starts; shared/landing/landingContent.ts
 * fills in what they cite and puts each page together.
 */
import landingYaml from '../../content/landing.yaml?raw';
import { registryEntryOf, registryReferenceProblem } from '../figures/registryFile.ts';
import { landingFileSchema, parseContent, type LandingFile } from '../content/schema.ts';

const LANDING_FILE = 'content/landing.yaml';

/** The words in `text` (the YAML of content/landing.yaml); throws a ContentError naming file, entry and field. */
export function loadLandingFile(text: string): LandingFile {
  return parseContent(
    LANDING_FILE,
    text,
    landingFileSchema(registryReferenceProblem, (id) => registryEntryOf(id) !== undefined),
  );
}

export const landingFile: LandingFile = loadLandingFile(landingYaml);
