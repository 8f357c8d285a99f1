// The pre-check's result and options table (decision 015): worked out on the server for the first
// page; the rules download when a visitor begins to answer, and work out each answer from then on.
import { eligibilityFor, type EligibilityResult } from '../../shared/eligibility.ts';
import { optionsTable, type OptionsTableData } from '../../shared/options.ts';
import { parsePreCheckAnswers } from '../../shared/preCheckAnswers.ts';
import { schemeStatus, type SchemeStatus } from '../../shared/schemeStatus.ts';

export interface PreCheckPageData {
  readonly result: EligibilityResult;
  readonly options: OptionsTableData;
  readonly status: SchemeStatus;
}

export function pageData(_props: object, query: URLSearchParams): PreCheckPageData {
  const { answers, errors } = parsePreCheckAnswers(query);
  return { result: eligibilityFor(answers, errors), options: optionsTable(), status: schemeStatus };
}
