import { allFacts } from '../../shared/figures/factRegistry.ts';
import { lacksEvidence, type FactBase } from '../../shared/figures/factTypes.ts';
import { reviewProblems } from '../../shared/reviews/reviews.ts';
import { brandExamples } from './brandExamples.ts';
import type { Config } from './config.ts';

/** The configuration's stand-ins (server/config/config.ts defaults): never the brand's real addresses. */
const EXAMPLE_HOST = /(^|\.)(localhost|example)$|^127\.|\.example$/;

/**
 * What is still an example at start (issues 20 and 29, docs/operating.md, Launch):
 * the review policy not yet reviewed or a stale Google rating (content/review-policy.yaml), the firm's own figures without evidence,
 * the firm's and the law firm's details (shared/brand/brand.ts), and a SITE_URL or
 * CLAIM_APP_URL left at its default. Empty when the site is ready to launch.
 * Counts and ids only: never a review's words.
 */
export function stillExamples(
  config: Pick<Config, 'siteUrl' | 'claimAppUrl'>,
  facts: readonly (FactBase & { readonly id: string })[] = allFacts(),
  reviews: readonly string[] = reviewProblems(),
  brand: readonly string[] = brandExamples(),
): string[] {
  const found: string[] = [];
  found.push(...reviews);
  const unevidenced = facts.filter(lacksEvidence).map((fact) => fact.id);
  if (unevidenced.length) {
    found.push(
      `${unevidenced.length} of the firm's own figures without evidence (${unevidenced.join(', ')}): file the evidence for each and record its reference in \`evidence\` (shared/figures/figures.ts)`,
    );
  }
  if (brand.length) found.push(`${brand.length} brand details still examples: ${brand.join('; ')}`);
  for (const [name, url] of [
    ['SITE_URL', config.siteUrl],
    ['CLAIM_APP_URL', config.claimAppUrl],
  ] as const) {
    if (EXAMPLE_HOST.test(new URL(url).hostname)) found.push(`${name} is an example (${url})`);
  }
  return found;
}
