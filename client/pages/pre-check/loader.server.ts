import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { schemeStatus, type SchemeStatus } from '../../../shared/figures/schemeStatus.ts';
import { eligibilityFor, type EligibilityResult } from '../../../shared/pre-check/eligibility.ts';
import { optionsTable, type OptionsTableData } from '../../../shared/pre-check/options.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../shared/seo/pageMeta.ts';
import { parsePreCheckAnswers, todayIso, type ParsedPreCheck } from '../../../shared/pre-check/preCheckReading.ts';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import type { PageHead } from '../../../shared/seo/seo.ts';

export interface PreCheckData extends PageHead {
  readonly result: EligibilityResult;
  /** The answers that could not be read, each with its message: the form shows them (so the reading stays here). */
  readonly errors: ParsedPreCheck['errors'];
  readonly options: OptionsTableData;
  readonly status: SchemeStatus;
}

export function loader({ request }: LoaderFunctionArgs): PreCheckData {
  // One reading of the clock: it refuses a date to come, and says when a deadline the answers give has passed.
  const today = todayIso();
  const { answers, errors } = parsePreCheckAnswers(new URL(request.url).searchParams, today);
  return {
    // A result's address carries its answers; every one is the same page to a search engine.
    ...pageHead(
      request,
      pageMeta(PRE_CHECK_PATH, {
        title: 'Am I Covered? Free Car Finance Pre-check',
        description:
          'Answer a few questions about your car finance agreement to see whether the FCA’s redress scheme may cover it, what you can do for free, and what we would charge. Your answers travel in the page’s address; our server works out the result and does not keep them.',
        keywords: ['car finance redress scheme check', 'am I covered car finance', 'complain to lender free', ...COMMON_KEYWORDS],
      }),
    ),
    result: eligibilityFor(answers, errors, today),
    errors,
    options: optionsTable(),
    status: schemeStatus,
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = 'Pre-check';
