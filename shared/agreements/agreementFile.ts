/**
 * The one format of the visitor's list (contract, "My agreements"): what is
 * kept under its storage key and what Export writes and Import reads, so a
 * list moves to another browser with every field. JSON:
 *
 *   {"format": "drivefair-agreements", "version": 1, "agreements": [
 *     {"lender": "black-horse", "started": "2015-06", "type": "pcp", "status": "final-response", "statusDate": "2026-09-01"}]}
 *
 * Read defensively: a file can come from anywhere. Anything that is not this
 * format, or not valid, is refused whole with a message naming the agreement
 * and the field, so an import never half-replaces a list (docs/developing.md,
 * "My agreements: the file format").
 */
import { brand } from '../brand/brand.ts';
import type { AgreementFor, AgreementType, ArrangedVia } from '../pre-check/preCheckAnswers.ts';
import { isRealDay } from './calendarDays.ts';
import { AGREEMENT_STATUSES, type AgreementStatus } from './statuses.ts';

export const AGREEMENTS_FORMAT = `${brand.productKey}-agreements`;
export const AGREEMENTS_VERSION = 1;

/** The pre-check's kinds of agreement (shared/pre-check/preCheckAnswers.ts, `typeQuestion`). */
export const AGREEMENT_TYPES = [
  'pcp',
  'hp',
  'conditional-sale',
  'lease-purchase',
  'personal-loan',
  'contract-hire',
  'not-sure',
] as const satisfies readonly AgreementType[];
const VIA_VALUES = ['dealer', 'direct', 'not-sure'] as const satisfies readonly ArrangedVia[];
const FOR_VALUES = ['personal', 'sole-trader', 'company'] as const satisfies readonly AgreementFor[];

/** Longest text kept in each field: enough for any real value, small enough that a list stays small. */
export const FIELD_LIMITS = { lender: 100, agreementNumber: 50, registration: 20, note: 500 } as const;
/** More agreements than anyone has (the FCA's estimate is 4.62 a person). */
export const MAX_AGREEMENTS = 200;

export interface Agreement {
  /** A lender's slug (shared/lenders/lenderList.ts) or the name as typed. */
  readonly lender: string;
  /** `YYYY-MM` or `YYYY-MM-DD` (contract, "My agreements"): the month at least; the pre-check alone takes a year (decision 045). */
  readonly started: string;
  readonly type: AgreementType;
  readonly status: AgreementStatus;
  /** `YYYY-MM-DD`, the day of that event; absent for `not-complained`. */
  readonly statusDate?: string;
  readonly agreementNumber?: string;
  readonly registration?: string;
  readonly note?: string;
  /** The pre-check's "Who arranged the finance?", when known (decision 035). */
  readonly via?: ArrangedVia;
  /** The pre-check's "Who was the agreement for?", when known (decision 035). */
  readonly for?: AgreementFor;
}

export interface AgreementsFile {
  readonly format: typeof AGREEMENTS_FORMAT;
  readonly version: typeof AGREEMENTS_VERSION;
  readonly agreements: readonly Agreement[];
}

export type FileReading = { readonly ok: true; readonly agreements: readonly Agreement[] } | { readonly ok: false; readonly message: string };

const KNOWN_FIELDS = new Set(['lender', 'started', 'type', 'status', 'statusDate', 'agreementNumber', 'registration', 'note', 'via', 'for']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `2015-06` or `2015-06-14`, a real month or day (contract, "My agreements"; a year alone is not: decision 045). */
export function isStartedValue(value: string): boolean {
  if (/^\d{4}-\d{2}$/.test(value)) return isRealDay(`${value}-01`);
  return isRealDay(value);
}

/** What is wrong with one agreement, or undefined when nothing is. */
export function agreementProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'it is not a set of fields';
  const unknown = Object.keys(value).find((key) => !KNOWN_FIELDS.has(key));
  if (unknown !== undefined) return `“${unknown.slice(0, 40)}” is not a field of this format`;
  const text = (field: keyof typeof FIELD_LIMITS, required: boolean): string | undefined => {
    const given = value[field];
    if (given === undefined) return required ? `“${field}” is missing` : undefined;
    if (typeof given !== 'string' || (required && given.trim() === '')) return `“${field}” must be text`;
    if ([...given].length > FIELD_LIMITS[field]) return `“${field}” is longer than ${FIELD_LIMITS[field]} characters`;
    return undefined;
  };
  const oneOf = (field: string, values: readonly string[], required: boolean): string | undefined => {
    const given = value[field];
    if (given === undefined) return required ? `“${field}” is missing` : undefined;
    return typeof given === 'string' && values.includes(given) ? undefined : `“${field}” must be one of ${values.join(', ')}`;
  };
  const problem =
    text('lender', true) ??
    (typeof value.started === 'string' && isStartedValue(value.started) ? undefined : '“started” must be a real month (YYYY-MM) or day (YYYY-MM-DD)') ??
    oneOf('type', AGREEMENT_TYPES, true) ??
    oneOf('status', AGREEMENT_STATUSES, true) ??
    oneOf('via', VIA_VALUES, false) ??
    oneOf('for', FOR_VALUES, false) ??
    text('agreementNumber', false) ??
    text('registration', false) ??
    text('note', false);
  if (problem) return problem;
  if (value.status === 'not-complained') return value.statusDate === undefined ? undefined : '“statusDate” is given for an agreement not complained about';
  return typeof value.statusDate === 'string' && isRealDay(value.statusDate) ? undefined : '“statusDate” must be a real day (YYYY-MM-DD)';
}

/** The agreements a file's text holds, or the message saying why it is refused. */
export function readAgreementsFile(text: string): FileReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a list of agreements saved from this site: it is not JSON.' };
  }
  if (!isRecord(data) || data.format !== AGREEMENTS_FORMAT) {
    return { ok: false, message: 'This file is not a list of agreements saved from this site.' };
  }
  if (data.version !== AGREEMENTS_VERSION) {
    return { ok: false, message: `This file is a version of the list this site cannot read (version ${String(data.version).slice(0, 10)}).` };
  }
  if (!Array.isArray(data.agreements)) return { ok: false, message: 'This file’s list of agreements is missing.' };
  if (data.agreements.length > MAX_AGREEMENTS) return { ok: false, message: `This file holds more than ${MAX_AGREEMENTS} agreements.` };
  for (const [index, agreement] of data.agreements.entries()) {
    const problem = agreementProblem(agreement);
    if (problem) return { ok: false, message: `Agreement ${index + 1} in this file cannot be used: ${problem}.` };
  }
  return { ok: true, agreements: (data.agreements as Agreement[]).map(tidyAgreement) };
}

/** Only the known fields, in the format's order; optional text left out when empty. */
export function tidyAgreement(agreement: Agreement): Agreement {
  const optional = (field: 'agreementNumber' | 'registration' | 'note') => {
    const value = agreement[field]?.trim();
    return value ? { [field]: value } : {};
  };
  return {
    lender: agreement.lender.trim(),
    started: agreement.started,
    type: agreement.type,
    status: agreement.status,
    ...(agreement.status !== 'not-complained' && agreement.statusDate ? { statusDate: agreement.statusDate } : {}),
    ...optional('agreementNumber'),
    ...optional('registration'),
    ...optional('note'),
    ...(agreement.via ? { via: agreement.via } : {}),
    ...(agreement.for ? { for: agreement.for } : {}),
  };
}

/** The file's text for these agreements (what Export downloads and storage keeps). */
export function writeAgreementsFile(agreements: readonly Agreement[]): string {
  const file: AgreementsFile = { format: AGREEMENTS_FORMAT, version: AGREEMENTS_VERSION, agreements: agreements.map(tidyAgreement) };
  return `${JSON.stringify(file, null, 2)}\n`;
}
