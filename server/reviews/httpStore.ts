import { realSchedule, type Schedule } from '../start/schedule.ts';
import { DataStoreRejected, DataStoreTimeout, type ReviewRecord, type ReviewStore } from './dataStore.ts';

export interface HttpStoreOptions {
  /** `DATA_STORE_URL`, without a trailing slash. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** For tests; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** When `timeoutMs` is up (server/start/schedule.ts): Node's timer, or a test's that says so by hand. */
  readonly schedule?: Schedule;
}

/** A dataid answer is a few bytes; anything much larger is not the data store talking. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The external data store: `POST {DATA_STORE_URL}/1.0/data` with the record as
 * JSON (contract, Review submission). Sent once and never retried here: after
 * a timeout the store may still have kept it. The submission's key goes with
 * it as `Idempotency-Key` (the IETF httpapi header: a structured-field string),
 * the same on the visitor's retry, so the store, or the operator, can drop a
 * repeat.
 */
export function httpReviewStore({ baseUrl, timeoutMs, fetch: fetchImpl = fetch, schedule = realSchedule }: HttpStoreOptions): ReviewStore {
  const endpoint = `${baseUrl}/1.0/data`;
  return {
    async save(record, { submissionKey } = {}) {
      // One timer for the whole exchange, answer body included.
      const timeout = new AbortController();
      const { signal } = timeout;
      const cancel = schedule(() => timeout.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (submissionKey !== undefined) headers['Idempotency-Key'] = idempotencyKey(submissionKey);
      try {
        const response = await fetchImpl(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify(payloadOf(record)),
          signal,
          redirect: 'error',
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new DataStoreRejected(`data store answered ${response.status}`, response.status);
        }
        // A 2xx the store sent: it most likely kept the review, whatever we make of the answer.
        try {
          return { dataid: dataidOf(await readCapped(response, MAX_ANSWER_BYTES)) };
        } catch (error) {
          if (error instanceof DataStoreRejected) throw new DataStoreRejected(error.message, response.status, true);
          throw error;
        }
      } catch (error) {
        if (error instanceof DataStoreRejected) throw error;
        if (signal.aborted) throw new DataStoreTimeout(timeoutMs);
        const code = networkCode(error);
        // Refused or not found: the review never left. Anything else (a reset mid-exchange) may have reached it.
        throw new DataStoreRejected(`data store unreachable (${code})`, undefined, !NEVER_SENT.has(code));
      } finally {
        cancel();
      }
    },
    async close() {
      // Nothing held open: requests in flight finish before the server closes.
    },
  };
}

/** Network failures that mean no byte of the review reached the store. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ERR_INVALID_URL']);

/**
 * The key as a structured-field string (RFC 8941), as the IETF header has it:
 * `Idempotency-Key: "<id>:<digest>"`. The key is a UUID and a base64url digest,
 * never anything a visitor typed; anything outside printable ASCII is dropped.
 */
export function idempotencyKey(submissionKey: string): string {
  return `"${submissionKey.replace(/[^\x20-\x7e]|["\\]/g, '')}"`;
}

/** Exactly the contract's seven fields, in its order, whatever else the record object carries. */
function payloadOf(record: ReviewRecord): ReviewRecord {
  const { web_form_id, firstName, lastName, email, rating, review, submittedAt } = record;
  return { web_form_id, firstName, lastName, email, rating, review, submittedAt };
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new DataStoreRejected('data store answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A dataid is a non-empty string or a finite number (kept as text); nothing else will do. */
function dataidOf(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DataStoreRejected('data store answered with something other than JSON');
  }
  const dataid = typeof body === 'object' && body !== null ? (body as { dataid?: unknown }).dataid : undefined;
  if (typeof dataid === 'string' && dataid.trim() !== '' && dataid.length <= 200) return dataid;
  if (typeof dataid === 'number' && Number.isFinite(dataid)) return Number.isSafeInteger(dataid) ? String(dataid) : (numberAsSent(text) ?? String(dataid));
  throw new DataStoreRejected('data store answered without a dataid');
}

/**
 * The dataid's digits as the store wrote them: JSON.parse rounds an integer
 * past 2^53 (9007199254740993 becomes ...992), which would name another record.
 * Only when the body has one "dataid" number, so a nested one cannot be taken for it.
 */
function numberAsSent(text: string): string | undefined {
  const found = [...text.matchAll(/"dataid"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g)];
  return found.length === 1 ? found[0]![1] : undefined;
}

/** ECONNREFUSED, ENOTFOUND and so on: the system code only, never the request. */
function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]{2,40}$/.test(code) ? code : 'network error';
}
