import { MAX_UTM_VALUE_LENGTH, UTM_PARAMS, hasUtmParams, isStoredUtmReadable, mergeUtmParams, parseStoredUtm, parseUtmParams, serializeUtm } from './utm.ts';
import { applyUtmToUrl } from './utmLinks.ts';

const origins = { origin: 'https://www.drivefair.example', claimAppOrigin: 'https://claim.drivefair.example' };

describe('UTM_PARAMS', () => {
  it('names exactly the five UTM parameters', () => {
    expect([...UTM_PARAMS].sort()).toEqual(['utm_campaign', 'utm_content', 'utm_medium', 'utm_source', 'utm_term']);
  });
});

describe('parseUtmParams', () => {
  it('reads the five names and nothing else', () => {
    expect(parseUtmParams('?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=car+finance&utm_content=ad1&gclid=x&utm_id=9&UTM_SOURCE=y')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'car finance',
      utm_content: 'ad1',
    });
  });

  it('accepts a query without its question mark', () => {
    expect(parseUtmParams('utm_source=bing')).toEqual({ utm_source: 'bing' });
  });

  it('gives nothing for an empty query or one without UTM parameters', () => {
    expect(parseUtmParams('')).toEqual({});
    expect(parseUtmParams('?page=2&q=finance')).toEqual({});
  });

  it('ignores empty and blank values and trims the rest', () => {
    expect(parseUtmParams('?utm_source=&utm_medium=%20%20&utm_campaign=%20spring%20')).toEqual({ utm_campaign: 'spring' });
  });

  it('keeps the first value of a repeated name', () => {
    expect(parseUtmParams('?utm_source=first&utm_source=second')).toEqual({ utm_source: 'first' });
  });

  it('decodes encoded values, markup included, as plain text', () => {
    expect(parseUtmParams('?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_term=a%26b%3Dc')).toEqual({
      utm_source: '<script>alert(1)</script>',
      utm_term: 'a&b=c',
    });
  });

  it(`caps each value at ${MAX_UTM_VALUE_LENGTH} characters`, () => {
    const parsed = parseUtmParams(`?utm_source=${'a'.repeat(5000)}`);
    expect(parsed.utm_source).toHaveLength(MAX_UTM_VALUE_LENGTH);
  });

  it('never splits a character when capping', () => {
    const parsed = parseUtmParams(`?utm_source=${encodeURIComponent('😀'.repeat(MAX_UTM_VALUE_LENGTH + 10))}`);
    expect([...parsed.utm_source!]).toHaveLength(MAX_UTM_VALUE_LENGTH);
    expect(parsed.utm_source).toBe('😀'.repeat(MAX_UTM_VALUE_LENGTH));
  });
});

describe('mergeUtmParams', () => {
  it('lets present parameters overwrite and keeps absent ones', () => {
    expect(mergeUtmParams({ utm_source: 'google', utm_campaign: 'spring' }, { utm_source: 'bing', utm_medium: 'cpc' })).toEqual({
      utm_source: 'bing',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    });
  });

  it('never removes a saved value', () => {
    const stored = { utm_source: 'google', utm_term: 'pcp' };
    expect(mergeUtmParams(stored, {})).toEqual(stored);
    expect(mergeUtmParams(stored, { utm_source: '' })).toEqual(stored);
  });

  it('does not change its arguments', () => {
    const stored = { utm_source: 'google' };
    const incoming = { utm_source: 'bing' };
    mergeUtmParams(stored, incoming);
    expect(stored).toEqual({ utm_source: 'google' });
    expect(incoming).toEqual({ utm_source: 'bing' });
  });

  it('drops names that are not UTM parameters', () => {
    const incoming = { utm_source: 'google', gclid: 'abc' } as Record<string, string>;
    expect(mergeUtmParams({}, incoming)).toEqual({ utm_source: 'google' });
  });
});

describe('hasUtmParams', () => {
  it('is true only when at least one name has a value', () => {
    expect(hasUtmParams({})).toBe(false);
    expect(hasUtmParams({ utm_content: 'x' })).toBe(true);
  });
});

describe('parseStoredUtm', () => {
  it('reads what serializeUtm wrote', () => {
    const params = { utm_source: 'google', utm_term: 'a&b=c <b>' };
    expect(parseStoredUtm(serializeUtm(params))).toEqual(params);
  });

  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{"utm_source":'],
    ['an empty string', ''],
    ['an array', '["utm_source"]'],
    ['a string', '"utm_source=google"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('treats %s as no stored parameters', (_label, json) => {
    expect(parseStoredUtm(json)).toEqual({});
  });

  it('drops unknown keys and values that are not non-empty strings', () => {
    expect(parseStoredUtm(JSON.stringify({ utm_source: 'google', utm_medium: 7, utm_campaign: { a: 1 }, utm_term: '', utm_content: null, evil: 'x' }))).toEqual(
      { utm_source: 'google' },
    );
  });

  it('caps stored values too', () => {
    expect(parseStoredUtm(JSON.stringify({ utm_source: 'b'.repeat(1000) })).utm_source).toHaveLength(MAX_UTM_VALUE_LENGTH);
  });

  it('ignores a __proto__ key', () => {
    const parsed = parseStoredUtm('{"__proto__":{"utm_source":"polluted"},"utm_medium":"cpc"}');
    expect(parsed).toEqual({ utm_medium: 'cpc' });
    expect(({} as Record<string, unknown>).utm_source).toBeUndefined();
  });
});

describe('isStoredUtmReadable', () => {
  it('accepts nothing stored and any JSON object', () => {
    expect(isStoredUtmReadable(null)).toBe(true);
    expect(isStoredUtmReadable('{}')).toBe(true);
    expect(isStoredUtmReadable('{"utm_source":7}')).toBe(true);
  });

  it.each(['', '{', 'undefined', '[]', '"x"', 'null', '3'])('rejects %j', (json) => {
    expect(isStoredUtmReadable(json)).toBe(false);
  });
});

describe('applyUtmToUrl', () => {
  const params = { utm_source: 'google', utm_campaign: 'spring' };

  it('adds stored parameters to a relative internal link and keeps it relative', () => {
    expect(applyUtmToUrl('/faqs', params, origins)).toBe('/faqs?utm_source=google&utm_campaign=spring');
  });

  it('keeps the fragment after the query', () => {
    expect(applyUtmToUrl('/faqs#fees', params, origins)).toBe('/faqs?utm_source=google&utm_campaign=spring#fees');
  });

  it('appends to an existing query without re-encoding it', () => {
    expect(applyUtmToUrl('/blog?page=2&q=a%20b', { utm_source: 'x' }, origins)).toBe('/blog?page=2&q=a%20b&utm_source=x');
  });

  it('keeps a parameter the link already has, even an empty one', () => {
    expect(applyUtmToUrl('/faqs?utm_source=newsletter', params, origins)).toBe('/faqs?utm_source=newsletter&utm_campaign=spring');
    expect(applyUtmToUrl('/faqs?utm_source=', { utm_source: 'google' }, origins)).toBeNull();
  });

  it('leaves a link that already has every stored parameter unchanged', () => {
    const once = applyUtmToUrl('/faqs', params, origins)!;
    expect(applyUtmToUrl(once, params, origins)).toBeNull();
  });

  it('rewrites an absolute link to the site and keeps it absolute', () => {
    expect(applyUtmToUrl('https://www.drivefair.example/about-us', params, origins)).toBe(
      'https://www.drivefair.example/about-us?utm_source=google&utm_campaign=spring',
    );
  });

  it('rewrites a link to the claim application', () => {
    expect(applyUtmToUrl('https://claim.drivefair.example/new-claimant-details', params, origins)).toBe(
      'https://claim.drivefair.example/new-claimant-details?utm_source=google&utm_campaign=spring',
    );
  });

  it('compares only the origin of the claim application URL', () => {
    const withPath = { ...origins, claimAppOrigin: 'https://claim.drivefair.example/apply' };
    expect(applyUtmToUrl('https://claim.drivefair.example/new-claimant-details', params, withPath)).toContain('utm_source=google');
  });

  it('resolves page-relative hrefs against the base and makes them path-absolute', () => {
    const base = { ...origins, base: 'https://www.drivefair.example/blog/post-one?x=1' };
    expect(applyUtmToUrl('post-two', { utm_source: 'g' }, base)).toBe('/blog/post-two?utm_source=g');
    expect(applyUtmToUrl('?page=2', { utm_source: 'g' }, base)).toBe('/blog/post-one?page=2&utm_source=g');
  });

  it.each([
    ['another site', 'https://example.org/x'],
    ['another site, protocol-relative', '//example.org/x'],
    ['the site on another port', 'https://www.drivefair.example:8443/faqs'],
    ['the site over plain http', 'http://www.drivefair.example/faqs'],
    ['a subdomain of the claim app', 'https://evil.claim.drivefair.example/x'],
    ['mailto', 'mailto:help@drivefair.example'],
    ['tel', 'tel:+441214960123'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript in capitals with spaces', '  JavaScript:alert(1)'],
    ['data', 'data:text/html,<b>x</b>'],
    ['a fragment', '#main'],
    ['an empty href', ''],
    ['an unparsable URL', 'https://[not-a-host/x'],
    ['an unparsable port', 'http://www.drivefair.example:99999/x'],
  ])('leaves a link to %s unchanged', (_label, href) => {
    expect(applyUtmToUrl(href, params, origins)).toBeNull();
  });

  it('leaves every link unchanged when nothing is stored', () => {
    expect(applyUtmToUrl('/faqs', {}, origins)).toBeNull();
  });

  it('URL-encodes values so they cannot break out of the query or the attribute', () => {
    const hostile = {
      utm_source: 'a&utm_medium=evil',
      utm_campaign: 'x=y z',
      utm_term: '<script>alert("1")</script>',
      utm_content: 'café #1',
    };
    const href = applyUtmToUrl('/faqs#top', hostile, origins)!;
    expect(href).not.toMatch(/[<>"\s]/);
    expect(href.endsWith('#top')).toBe(true);
    const query = new URL(href, origins.origin).searchParams;
    expect(query.getAll('utm_medium')).toEqual([]);
    expect(query.get('utm_source')).toBe(hostile.utm_source);
    expect(query.get('utm_campaign')).toBe(hostile.utm_campaign);
    expect(query.get('utm_term')).toBe(hostile.utm_term);
    expect(query.get('utm_content')).toBe(hostile.utm_content);
    expect(href).toContain('utm_source=a%26utm_medium%3Devil');
    expect(href).toContain('utm_term=%3Cscript%3Ealert%28%221%22%29%3C%2Fscript%3E');
    expect(href).toContain('utm_content=caf%C3%A9+%231');
  });

  it('adds only the five names, in a fixed order', () => {
    const loose = { utm_content: 'c', gclid: 'g', utm_source: 's' } as Record<string, string>;
    expect(applyUtmToUrl('/', loose, origins)).toBe('/?utm_source=s&utm_content=c');
  });
});
