/**
 * Time never decides a test's result (issue 32; README, Tests): no test
 * sleeps for a fixed time, and none compares an elapsed time. Tests wait for
 * the event (a promise, `vi.waitFor`, a log line, a `whenRequests`) or inject
 * a clock (server/schedule.ts, testing/manualTimers.ts); how fast is the
 * benchmarks' business (bench/). A line that truly needs a timer says why
 * with `timing-exception: <why>` on it or on the line above.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// The repository, without the browser harness (playwright-core) a unit test has no need of.
const ROOT = join(import.meta.dirname, '..');

interface Finding {
  readonly line: number;
  readonly rule: string;
  readonly text: string;
}

const RULES: readonly { readonly rule: string; readonly pattern: RegExp }[] = [
  // A bare setTimeout (not `req.setTimeout`, a socket's own timeout): in a test, a sleep or a race with the clock.
  { rule: 'fixed sleep (setTimeout)', pattern: /(^|[^.\w])setTimeout\s*\(/ },
  { rule: 'fixed sleep (sleep/delay)', pattern: /(^|[^.\w])(sleep|delay|wait)\s*\(\s*[\d_]+\s*\)/ },
  { rule: 'fixed sleep (timers/promises)', pattern: /['"](node:)?timers\/promises['"]/ },
  { rule: 'fixed sleep (waitForTimeout)', pattern: /\.waitForTimeout\s*\(/ },
  { rule: 'elapsed time (now() minus a start)', pattern: /\b(Date|performance)\.now\(\)\s*-/ },
  { rule: 'elapsed time (hrtime)', pattern: /\bhrtime\b/ },
  {
    rule: 'elapsed time compared',
    pattern: /expect\([^;]*\b(elapsed\w*|duration\w*|took\w*|ms)\b[^;]*\)\.(not\.)?toBe(LessThan|GreaterThan|LessThanOrEqual|GreaterThanOrEqual)\(/,
  },
];

const EXCEPTION = /timing-exception:\s*\S/;

/** Every line of `text` that sleeps for a fixed time or compares an elapsed time, unless marked as an exception. */
function scanForTiming(text: string): Finding[] {
  const lines = text.split('\n');
  const findings: Finding[] = [];
  lines.forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const { rule, pattern } of RULES) {
      if (!pattern.test(code)) continue;
      if (EXCEPTION.test(line) || EXCEPTION.test(lines[i - 1] ?? '')) continue;
      findings.push({ line: i + 1, rule, text: line.trim() });
    }
  });
  return findings;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the timing scanner', () => {
  it('finds fixed sleeps and elapsed-time comparisons, by line', () => {
    const sample = [
      "it('x', async () => {",
      '  await new Promise((resolve) => setTimeout(resolve, 100));',
      '  const started = performance.now();',
      '  expect(performance.now() - started).toBeLessThan(500);',
      '  const elapsed = Date.now() - started;',
      '  expect(elapsed).toBeGreaterThanOrEqual(200);',
      "  import { setTimeout as pause } from 'node:timers/promises';",
      '  await page.waitForTimeout(250);',
      '  await sleep(50);',
      '  expect(res.ms).toBeLessThan(100);',
      '  const t = process.hrtime.bigint();',
      '});',
    ].join('\n');
    const found = scanForTiming(sample);
    expect(found.map((one) => one.line)).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(found[0]).toMatchObject({ rule: 'fixed sleep (setTimeout)', text: 'await new Promise((resolve) => setTimeout(resolve, 100));' });
  });

  it('lets alone what only looks like time: socket timeouts, orderings, sizes, waits for events, and marked exceptions', () => {
    const sample = [
      "  req.setTimeout(15_000, () => req.destroy(new Error('no answer')));",
      "  expect(text.indexOf('a')).toBeLessThan(text.indexOf('b'));",
      '  expect(png.length).toBeLessThan(100_000);',
      "  await vi.waitFor(() => expect(log()).toContain('closed'), { timeout: 10_000 });",
      '  expect(Date.parse(submittedAt)).toBeLessThanOrEqual(Date.now());',
      '  // a comment may say setTimeout(resolve, 100) and Date.now() - started',
      '  // timing-exception: nginx says nothing once it listens; a bounded poll until it answers',
      '  await new Promise((resolve) => setTimeout(resolve, 50));',
      '  timers.fire(DRAIN_DELAY_MS);',
      '  expect(shutdownGraceMs(5_000)).toBeGreaterThan(REVIEW_QUEUE.maxWaitMs + 5_000);',
    ].join('\n');
    expect(scanForTiming(sample)).toEqual([]);
  });
});

describe('every test file', () => {
  it('waits for events, never for a fixed time, and compares no elapsed time', () => {
    // This file's own samples are what the scanner must find.
    const files = testFiles(ROOT).filter((file) => !file.endsWith('noTimingTests.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      scanForTiming(readFileSync(file, 'utf8')).map((one) => `${relative(ROOT, file)}:${one.line}: ${one.rule}: ${one.text}`),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});
