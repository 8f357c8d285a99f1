/**
 * Marketing attribution, the pure part (contract, Attribution): which UTM
 * parameters a URL carries, how they merge into what the browser has stored,
 * and which links carry them on. No DOM, no storage: client/attribution/attribution.ts
 * reads and writes those and calls these.
 */

/** The only names ever stored or added to a link (spec §3, marketing-attribution record). */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export type UtmName = (typeof UTM_PARAMS)[number];
export type UtmParams = Partial<Record<UtmName, string>>;

/** Long enough for any real campaign tag; short enough that a crafted URL cannot fill storage or links. */
export const MAX_UTM_VALUE_LENGTH = 200;

function isUtmName(name: string): name is UtmName {
  return (UTM_PARAMS as readonly string[]).includes(name);
}

/** Trimmed and capped; `undefined` for a value not worth keeping. */
export function cleanValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Cap by code point so a capped value never ends in half a surrogate pair.
  const trimmed = [...value.trim()].slice(0, MAX_UTM_VALUE_LENGTH).join('').trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The UTM parameters in a query string (`?a=b` or `a=b`). Other names are
 * ignored; an empty value counts as absent; a repeated name keeps its first value.
 */
export function parseUtmParams(search: string): UtmParams {
  const result: UtmParams = {};
  for (const [name, raw] of new URLSearchParams(search)) {
    if (!isUtmName(name) || result[name] !== undefined) continue;
    const value = cleanValue(raw);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/** Contract: present ones overwrite, absent ones are kept; a saved value is never removed. */
export function mergeUtmParams(stored: UtmParams, incoming: UtmParams): UtmParams {
  const merged: UtmParams = {};
  for (const name of UTM_PARAMS) {
    const value = cleanValue(incoming[name]) ?? cleanValue(stored[name]);
    if (value !== undefined) merged[name] = value;
  }
  return merged;
}

export function hasUtmParams(params: UtmParams): boolean {
  return UTM_PARAMS.some((name) => params[name] !== undefined);
}

/**
 * What storage holds, read defensively: anyone (an extension, an old version,
 * a visitor) can write that key. Anything unusable counts as nothing stored.
 */
export function parseStoredUtm(json: string | null): UtmParams {
  if (json === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: UtmParams = {};
  for (const name of UTM_PARAMS) {
    const clean = cleanValue((value as Record<string, unknown>)[name]);
    if (clean !== undefined) result[name] = clean;
  }
  return result;
}

/**
 * Whether stored text is something `parseStoredUtm` can use: nothing, or a JSON
 * object. Anything else is a storage error the browser code reports (spec §8).
 */
export function isStoredUtmReadable(json: string | null): boolean {
  if (json === null) return true;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export function serializeUtm(params: UtmParams): string {
  return JSON.stringify(mergeUtmParams({}, params));
}
