// What scripts/lighthouse.ts measures and gates on, and lighthouse-report.md, the report it writes from the runs.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { relative } from 'node:path';
import type { Artifacts, Result } from 'lighthouse';
import { chromePath } from './chrome';

/** Categories that must score 100 on every page kind. */
export const GATED = ['accessibility', 'best-practices', 'seo'] as const;

/** docs/architecture.md#targets. */
export const LIMITS = {
  tbtMs: 100,
  /** The built page's mean FCP and LCP may trail the page without scripts by 10%, or 100 ms if that is more. */
  paintRatio: 0.1,
  paintMs: 100,
  /** Bytes of response bodies fetched as the page loads, beyond the page without scripts: room for the loader. */
  extraBytes: 3 * 1024,
};

/** Every gate in one sentence, from LIMITS: what a passing run printed and the report say. */
export const GATES_PASSED = `accessibility, best practices and SEO 100, CLS 0, median TBT at most ${LIMITS.tbtMs} ms (where the page without scripts is not clearly under it, the scripts' own main-thread time at most ${LIMITS.tbtMs} ms more than that page's), mean FCP and LCP within ${LIMITS.paintRatio * 100}% (or ${LIMITS.paintMs} ms) of the page without scripts, and at most ${LIMITS.extraBytes / 1024} KB more fetched as it loads`;

/**
 * What a correct 404 page fails by design: it answers 404, it is kept out of search results, and the browser
 * logs the document's own 404. Only these are excused there; every other audit must pass.
 */
export const EXPECTED_ON_404: Record<string, string> = {
  'http-status-code': 'the status is 404',
  'is-crawlable': 'noindex',
  'errors-in-console': "the document's own 404",
};

export interface Run {
  lhr: Result;
  score: (category: string) => number;
  metric: (audit: string) => number;
  /** The response bodies fetched, as compressed on the wire: Lighthouse's bytes less each response's headers. */
  bodyBytes: number;
  /**
   * Main-thread time of the page's own scripts under the simulation, inline and fetched: Lighthouse's bootup-time
   * (JavaScript execution time), its scripting, parse and compile, for the site's URLs; the browser's own work,
   * which Lighthouse cannot attribute to a script, is left out.
   */
  scriptMs: number;
}

/**
 * What the bodies of the page's responses weighed on the wire, from the DevTools log: each request's bytes received
 * less those of its response headers (Lighthouse's own split). The preview server speaks HTTP/1.1 and sends every
 * header in full with every response (its CSP alone is over 1 KB); on HTTP/2 and 3, which the hosts of
 * docs/deploy.md speak, headers repeated from the document cost a few bytes. The gate on what the scripts cost
 * counts the bodies, and the report shows both.
 */
function bodyBytes(log: Artifacts['DevtoolsLog']): number {
  const headers = new Map<string, number>();
  let total = 0;
  for (const event of log) {
    if (event.method === 'Network.responseReceived')
      headers.set(event.params.requestId, event.params.response.encodedDataLength);
    if (event.method === 'Network.loadingFinished')
      total += event.params.encodedDataLength - (headers.get(event.params.requestId) ?? 0);
  }
  return total;
}

export function toRun(lhr: Result, artifacts: Artifacts): Run {
  return {
    lhr,
    score: (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100),
    metric: (audit) => lhr.audits[audit]?.numericValue ?? Number.NaN,
    bodyBytes: bodyBytes(artifacts.DevtoolsLog),
    scriptMs: scriptMs(lhr),
  };
}

function scriptMs(lhr: Result): number {
  const details = lhr.audits['bootup-time']?.details;
  const items =
    details && 'items' in details
      ? (details.items as { url?: unknown; scripting?: unknown; scriptParseCompile?: unknown }[])
      : [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return items
    .filter((item) => typeof item.url === 'string' && item.url.startsWith(origin))
    .reduce((sum, item) => sum + Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0), 0);
}

/** The page as built beside the same page with its scripts and preloads removed, audited in turn. */
export interface Comparison {
  throttling: 'simulated' | 'applied';
  built: Run[];
  bare: Run[];
}

export interface PageResult {
  kind: string;
  path: string;
  /** The page as built, with simulated throttling: the quality gates, and the built side of the first comparison. */
  runs: Run[];
  /** What its scripts cost: simulated, as PageSpeed Insights models it, and with LIGHTHOUSE_THROTTLING=devtools also applied. */
  comparisons: Comparison[];
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
}

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/**
 * Paint times are compared on their means. The simulated LCP used to be bimodal, with or without scripts (the icons
 * and the manifest finishing before the observed paint added a round trip by chance: scripts/lib/audit-server.ts
 * says why, and how the audits now avoid it); any such chance ordering left in the trace weighs in by how often it
 * happens, where a median would be decided by it. A cost the scripts add in every run shows either way.
 */
export const PAINT_STATISTIC = mean;

/** The paint metrics the built page is compared on with its copy without scripts, as the gates name them. */
export const PAINTS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
] as const;

/** How far the built page's paint may trail its copy's (`floor`), in ms: LIMITS.paintRatio of it, or LIMITS.paintMs. */
export const paintAllowance = (floor: number) => Math.max(floor * LIMITS.paintRatio, LIMITS.paintMs);

/** Runs from which the spread of a page's runs can settle its timing gates before all its extra runs are made. */
export const SETTLE_FROM = 3;

/**
 * Whether the runs of a comparison so far settle its timing gates as passing, so that the page's remaining extra
 * runs can be spared: each measure the gates read has its mean more than two standard errors below its limit (the
 * FCP and LCP the scripts add; for TBT, the copy without scripts clear of the limit on one side, and then the built
 * page's TBT, or the scripts' own main-thread time, clear below it). Further runs would carry a measure across its
 * limit only by a chance of a few in a hundred. A page whose runs fail gets every extra run: the verdict is the
 * gates', on the runs made.
 */
export function settles({ built, bare }: Comparison): boolean {
  const n = built.length;
  if (n < SETTLE_FROM || bare.length !== n) return false;
  const below = (values: number[], limit: number) => mean(values) + twoStandardErrors(values) <= limit;
  const above = (values: number[], limit: number) => mean(values) - twoStandardErrors(values) > limit;
  const paired = (value: (run: Run) => number) => built.map((run, i) => value(run) - value(bare[i]!));
  const paints = PAINTS.every(([audit]) =>
    below(
      paired((run) => run.metric(audit)),
      paintAllowance(PAINT_STATISTIC(bare.map((run) => run.metric(audit)))),
    ),
  );
  const floor = bare.map(tbt);
  const blocking = below(floor, LIMITS.tbtMs)
    ? below(built.map(tbt), LIMITS.tbtMs)
    : above(floor, LIMITS.tbtMs) &&
      below(
        paired((run) => run.scriptMs),
        LIMITS.tbtMs,
      );
  return paints && blocking;
}

const tbt = (run: Run) => run.metric('total-blocking-time');

/** Two standard errors of the mean of `values`, how far chance may put it from the truth; none for one run. */
const twoStandardErrors = (values: number[]) =>
  values.length > 1 ? 2 * (standardDeviation(values) / Math.sqrt(values.length)) : 0;

/**
 * The TBT gate on a comparison's runs, and what is wrong if it fails. Lighthouse multiplies every main-thread task
 * by 4 whatever the machine, so on a slow or busy one the browser's own work (committing the navigation, the first
 * layout: long tasks Lighthouse attributes to no script) takes the copy without scripts near or past LIMITS.tbtMs,
 * swinging by a hundred milliseconds and more from run to run. The page's median TBT is gated where the copy's runs
 * are clearly under the limit (their mean two standard errors below it, as settles reads it): there the page's TBT
 * can show what its scripts add. Elsewhere TBT cannot tell the scripts' share from the browser's, and what is gated
 * is the scripts' own main-thread time (Run.scriptMs), whose median may be at most LIMITS.tbtMs above the copy's.
 * Reading the copy's median alone made the choice a coin toss for a copy whose runs straddle the limit.
 */
export function blockingProblem({ built, bare }: Comparison): string | undefined {
  const page = median(built.map(tbt));
  const floor = bare.map(tbt);
  if (mean(floor) + twoStandardErrors(floor) <= LIMITS.tbtMs)
    return page <= LIMITS.tbtMs ? undefined : `TBT ${ms(page)} (median), must be at most ${ms(LIMITS.tbtMs)}`;
  const own = median(built.map((r) => r.scriptMs)) - median(bare.map((r) => r.scriptMs));
  return own <= LIMITS.tbtMs
    ? undefined
    : `its scripts take ${ms(own)} more of the main thread than the page without them (median; TBT ${ms(page)}, and ${ms(median(floor))} without scripts, whose runs reach ${ms(LIMITS.tbtMs)} on this machine); at most ${ms(LIMITS.tbtMs)} allowed`;
}

/** The most runs a page gets while a paint gate's failure rests on the spread of its runs (see paintFailureSettles). */
export const MOST_RUNS = 15;

/**
 * Whether the paint gates a comparison fails, it fails clearly: for each failing measure, the mean of the FCP or LCP
 * the scripts add (run by run, against the copy made beside it) is more than two standard errors over its allowance.
 * A cost the scripts add in every run is clear at once. A failure that rests on the spread is not: one run the
 * machine's load slowed (1.98 s against 0.72 s beside it, while the others were level) moves a mean of seven by 180
 * ms. Such a page is given more runs, up to MOST_RUNS, and the verdict is still the mean of every run made: more runs
 * dilute a disturbance that happened once, and keep showing a cost that recurs, however often.
 */
export function paintFailureSettles({ built, bare }: Comparison): boolean {
  const n = built.length;
  if (n < SETTLE_FROM || bare.length !== n) return false;
  return PAINTS.every(([audit]) => {
    const added = built.map((run, i) => run.metric(audit) - bare[i]!.metric(audit));
    const allowed = paintAllowance(PAINT_STATISTIC(bare.map((run) => run.metric(audit))));
    if (!(mean(added) > allowed)) return true;
    return mean(added) - 2 * (standardDeviation(added) / Math.sqrt(n)) > allowed;
  });
}

/** The sample standard deviation. */
export function standardDeviation(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const range = (runs: Run[], audit: string, format: (n: number) => string) => {
  const values = runs.map((r) => r.metric(audit));
  return runs.length > 1
    ? `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
    : format(values[0] ?? NaN);
};

function qualityRow({ kind, path, runs }: PageResult): string {
  const mid = (audit: string) => median(runs.map((r) => r.metric(audit)));
  const worst = (category: string) => Math.min(...runs.map((r) => r.score(category)));
  const shift = Math.max(...runs.map((r) => r.metric('cumulative-layout-shift')));
  const cells = [
    `${kind}${kind === 'missing' ? ' ¹' : ''}`,
    `\`${path}\``,
    median(runs.map((r) => r.score('performance'))),
    ...GATED.map(worst),
    seconds(mid('first-contentful-paint')),
    seconds(mid('largest-contentful-paint')),
    ms(mid('total-blocking-time')),
    shift === 0 ? '0' : shift.toFixed(4),
    kb(mid('total-byte-weight')),
  ];
  return `| ${cells.join(' | ')} |`;
}

function costRow({ kind, path }: PageResult, { throttling, built, bare }: Comparison): string {
  const cells = [
    kind,
    throttling,
    `\`${path}\``,
    ...['first-contentful-paint', 'largest-contentful-paint'].flatMap((audit) => [
      range(built, audit, seconds),
      range(bare, audit, seconds),
      [built, bare].map((of) => seconds(mean(of.map((r) => r.metric(audit))))).join(' / '),
    ]),
    range(built, 'total-blocking-time', ms),
    range(bare, 'total-blocking-time', ms),
    ...[built, bare].map(
      (of) => `${kb(median(of.map((r) => r.bodyBytes)))} (${kb(median(of.map((r) => r.metric('total-byte-weight'))))})`,
    ),
  ];
  return `| ${cells.join(' | ')} |`;
}

export interface ReportOptions {
  distDir: string;
  runs: number;
}

export function qualityReport(results: PageResult[], problems: string[], options: ReportOptions): string {
  const { distDir, runs } = options;
  const applied = results.some((r) => r.comparisons.some((c) => c.throttling === 'applied'));
  const all = results.flatMap((r) => [...r.runs, ...r.comparisons.flatMap((c) => [...c.built, ...c.bare])]);
  const first = all[0]?.lhr;
  // The user agent string hides the minor version numbers (User-Agent reduction); the binary tells them.
  const version = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const chromium = /^\D*[\d.]+/.exec(version)?.[0] ?? version.trim();
  const bench = all.map((r) => r.lhr.environment.benchmarkIndex);
  return `# Quality report

Generated by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${first?.lighthouseVersion ?? ''}, ${chromium},
${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}. Benchmark index (Lighthouse's
measure of this machine's CPU speed, higher is faster): median ${Math.round(median(bench))}, range ${Math.round(Math.min(...bench))}–${Math.round(Math.max(...bench))}.

## Method

Lighthouse's mobile configuration: a Moto G Power–sized screen, a slow 4G connection and a 4× slower CPU. Each page
is served from \`${relative(process.cwd(), distDir)}/\` by the preview server (\`src/server/preview.ts\`), with the
headers of \`_headers\` and gzip, as a host serves it. Each of the ${runs} runs of a page is ${applied ? 'four' : 'two'} audits, each in a
fresh Chromium:

1. the page, with Lighthouse's simulated throttling, as PageSpeed Insights runs it: the quality table and its gates
   below;
2. a copy of the same page with its scripts and module preloads removed (\`scripts/lib/no-script-copy.ts\`; nothing
   else changes), served by a second preview server, with the same throttling: what the scripts cost.${
     applied
       ? `
3. and 4. the page and its copy again, with the throttling applied to the browser as it loads them (Lighthouse's
   \`devtools\` throttling), so the paint times are the browser's own, not the model's estimate.`
       : ''
   }

The page and its copy are audited in turn, run after run, so a busy moment of the machine falls on both alike.

Performance, FCP, LCP, TBT and bytes are medians of the runs; accessibility, best practices and SEO are the lowest
score of any run, and CLS the largest. Performance swings from run to run on a small, busy machine, so it is
reported, not gated. The script fails when accessibility, best practices or SEO is below 100 or CLS above 0 in any
run, the median TBT is above ${LIMITS.tbtMs} ms (or, where the copy's own runs are not clearly under that on this machine, the
median main-thread time of the page's scripts is more than ${LIMITS.tbtMs} ms above the copy's), the mean FCP or LCP of the page trails the copy without scripts by
more than ${LIMITS.paintRatio * 100}% (or ${LIMITS.paintMs} ms, whichever is larger), or the page fetches more than
${kb(LIMITS.extraBytes)} more than the copy as it loads. The paint times are compared on their means, not their medians
(\`PAINT_STATISTIC\` in \`scripts/lighthouse.ts\`). The audits go through \`scripts/lib/audit-server.ts\`, which
holds back the bodies of the icons and the manifest: from this machine they could finish before the observed paint,
and the model then added a round trip to LCP by chance. A page failing TBT, FCP or LCP on ${runs} run${runs > 1 ? 's' : ''} gets six more (up to ${MOST_RUNS} in all while a paint failure rests on the spread of the runs) and is judged
on all of them. Bytes are counted as response bodies came over the wire (compressed): Lighthouse's
own figure also counts each response's headers, and the preview server speaks HTTP/1.1, sending all of them (a CSP
of over 1 KB among them) with every response, where the HTTP/2 and HTTP/3 of the hosts in \`docs/deploy.md\` send
headers already sent with the page in a few bytes.

| page | path | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | bytes |
|---|---|---|---|---|---|---|---|---|---|---|
${results.map(qualityRow).join('\n')}

¹ The 404 page is audited where a host shows it, at a missing path answered with status 404. Its best-practices
and SEO scores count what a correct 404 page fails by design (${Object.values(EXPECTED_ON_404).join('; ')}); the
gate excuses exactly those audits and requires every other one to pass. Its copy without scripts also loses the
attribute that hides the content until the script has chosen a fallback.

## What the scripts cost

Each page as built beside the same page without scripts: median (and range) of the runs, with the mean FCP and
LCP the gate compares. Bytes are the response
bodies fetched as the page loads, with Lighthouse's figure (headers included) in brackets.

| page | throttling | path | FCP built | FCP no scripts | mean FCP built / no scripts | LCP built | LCP no scripts | mean LCP built / no scripts | TBT built | TBT no scripts | bytes built | bytes no scripts |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${results.flatMap((r) => r.comparisons.map((c) => costRow(r, c))).join('\n')}

## Gates

${problems.length ? problems.map((p) => `- ✗ ${p}`).join('\n') : `- ✓ every page passed: ${GATES_PASSED}.`}
`;
}
