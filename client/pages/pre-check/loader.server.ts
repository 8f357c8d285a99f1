import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { schemeStatus } from '../../../shared/figures/schemeStatus.ts';
import { eligibilityFor } from '../../../shared/pre-check/eligibility.ts';
import { optionsTable } from '../../../shared/pre-check/options.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { parsePreCheckAnswers, todayIso } from '../../../shared/pre-check/preCheckReading.ts';
import { PRE_CHECK_PATH, PRE_CHECK_QUERY } from '../../../shared/pre-check/preCheckUrl.ts';

export function loader({ request }: LoaderFunctionArgs) {
  // One reading of the clock: it refuses a date to come, and says when a deadline the answers give has passed.
  const today = todayIso();
  const { answers, errors } = parsePreCheckAnswers(new URL(request.url).searchParams, today);
  return {
    // A result's address carries its answers; every one is the same page to a search engine.
    ...pageHead(request, {
      canonical: PRE_CHECK_PATH,
      title: 'Am I Covered? Free Car Finance Pre-check',
      description:
        'Answer a few questions about your car finance agreement to see whether the FCA’s redress scheme may cover it, what you can do for free, and what we would charge. Your answers travel in the page’s address; our server works out the result and does not keep them.',
      keywords: ['car finance redress scheme check', 'am I covered car finance', 'complain to lender free', ...COMMON_KEYWORDS],
    }),
    result: eligibilityFor(answers, errors, today),
    // The answers that could not be read, each with its message: the form shows them (so the reading stays here).
    errors,
    options: optionsTable(),
    status: schemeStatus,
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2), and the query its loader reads. */
export const handle = {
  crumb: 'Pre-check',
  query: PRE_CHECK_QUERY,
};
