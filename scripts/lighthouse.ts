// Runs Lighthouse 12 (mobile) on one page of each kind of the built site, served by the preview server (through scripts/lib/audit-server.ts), and gates on
// docs/architecture.md#targets. Each run of a page is two audits with Lighthouse's default simulated throttling, the
// model PageSpeed Insights uses: the page as built (accessibility, best practices and SEO 100, CLS 0, TBT ≤ 100 ms: see blockingProblem),
// then the same page with its scripts and preloads removed (scripts/lib/no-script-copy.ts). Their mean FCP and LCP
// must be within 10% (or 100 ms) of each other (mean, not median: see PAINT_STATISTIC), and the page may fetch at
// most 3 KB more as it loads.
// `npm run lighthouse` makes 5 runs of each page and writes lighthouse-report.md; `-- --ci` (or LIGHTHOUSE_CI=1) makes
// one run of every page kind and writes nothing. A page failing a gate that moves with the machine's load (TBT, FCP,
// LCP) gets up to six more runs, fewer once they pass it clearly (settles, in scripts/lib/lighthouse-report.ts), then
// up to MOST_RUNS in all while a paint failure rests on the spread of its runs (paintFailureSettles), and is judged
// on all it had. DIST_DIR picks the folder (default dist), CHROME_PATH the browser,
// LIGHTHOUSE_THROTTLING=devtools compares the page and its copy a second time with the throttling applied to the
// browser (see APPLIED).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { buildRoutes, type PageKind } from '../routes';
import { loadContent } from '../src/content/load';
import { startAuditServer } from './lib/audit-server';
import { chromeFlags, chromePath, requireChrome } from './lib/chrome';
import {
  blockingProblem,
  EXPECTED_ON_404,
  GATED,
  kb,
  GATES_PASSED,
  LIMITS,
  median,
  ms,
  PAINT_STATISTIC,
  PAINTS,
  paintAllowance,
  paintFailureSettles,
  MOST_RUNS,
  qualityReport,
  seconds,
  settles,
  toRun,
  type Comparison,
  type PageResult,
  type Run,
} from './lib/lighthouse-report';
import { noScriptCopy } from './lib/no-script-copy';
import { flagsOrExit } from '../src/lib/cli';

/** Runs of each page: in full, and with --ci. */
const FULL_RUNS = 5;
/** Runs a page gets beyond its first when a gate that moves with the machine's load fails on them. */
const EXTRA_RUNS = 6;
const flags = flagsOrExit('npm run lighthouse --', {
  ci: { help: `one run of every page kind (up to ${1 + EXTRA_RUNS} if a timing gate fails); writes nothing` },
});
const ci = flags.ci || process.env.LIGHTHOUSE_CI === '1';
const RUNS = ci ? 1 : FULL_RUNS;
const MORE_RUNS = RUNS + EXTRA_RUNS;
/** The report of a full run: measured figures, so a file of the run's own, not a document (docs/testing.md). */
const REPORT = 'lighthouse-report.md';
const MISSING = '/no-such-page/';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
/**
 * How the page and its copy without scripts are compared. 'simulate', the default, is what PageSpeed Insights
 * reports: Lighthouse loads the page at full speed and estimates slow 4G and a 4× slower CPU from a model that
 * counts every request and every main-thread task that came before the observed paint. 'devtools' applies that
 * throttling to the browser as it loads, so the paint times are the browser's own; it is a third audit of each
 * run, and both comparisons must pass. The quality gates use the simulated audit, what PageSpeed Insights reports.
 */
const APPLIED = process.env.LIGHTHOUSE_THROTTLING === 'devtools';

type Kind = Exclude<PageKind, 'notFound'> | 'missing';
/**
 * One page of each kind routes.ts builds, the first of its kind, in the table's order; the 404 page where hosts show
 * it, at a path that does not exist.
 */
const pathOfKind = new Map<Kind, string>();
/** Pages kept out of search results by design (a quote request's answers): Lighthouse's is-crawlable does not apply. */
const unindexed = new Set<string>();
for (const route of buildRoutes(loadContent())) {
  const kind = route.page === 'notFound' ? 'missing' : route.page;
  if (route.head.noindex && kind !== 'missing') unindexed.add(route.path);
  if (!pathOfKind.has(kind)) pathOfKind.set(kind, kind === 'missing' ? MISSING : route.path);
}

/**
 * What Lighthouse would gather for nothing the gates or the report read, each weighing 0 in every category: the
 * back/forward cache audit (a second navigation, away and back), the screenshots of the page (one of the whole
 * page, which resizes the viewport and paints it again). Left out, an audit of an area page took 9.2 s here rather
 * than 10.9 to 13.1 s.
 */
const UNUSED: Flags = {
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  disableFullPageScreenshot: true,
};

/**
 * The copy without scripts is only a floor for the paint, TBT and bytes gates: its audit leaves out the categories
 * gated on the page as built, whose checks run once the page has loaded (axe-core alone took 3 to 5 s of an audit of
 * 12 to 18 s here). It keeps the two audits whose gatherers listen while the page loads (console messages and
 * inspector issues), so both audits of a run load their page under the same instrumentation.
 */
const FLOOR_ONLY: Flags = {
  onlyCategories: ['performance'],
  onlyAudits: ['errors-in-console', 'inspector-issues'],
};

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART and the like) and asks to run again. */
const ATTEMPTS = 3;

/**
 * One Chromium for every audit: Lighthouse opens each in a new tab and clears the origin's cache and storage first,
 * so an audit finds the browser as a fresh one would; starting one an audit cost about 2 s of each 9.6 s here. An
 * audit that fails gets a new browser for its next attempt.
 */
let chrome: chromeLauncher.LaunchedChrome | undefined;
const browser = async () => (chrome ??= await chromeLauncher.launch({ chromePath, chromeFlags }));
function closeBrowser(): void {
  chrome?.kill();
  chrome = undefined;
}

async function audit(
  url: string,
  missing: boolean,
  throttling: 'simulate' | 'devtools',
  role: 'page' | 'floor' = 'page',
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Without ignoreStatusCode Lighthouse refuses to audit a page answered with 404.
      const flags: Flags = {
        port: (await browser()).port,
        output: 'json',
        logLevel: 'error',
        ignoreStatusCode: missing,
        throttlingMethod: throttling,
        ...UNUSED,
        ...(role === 'floor' ? FLOOR_ONLY : {}),
      };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const failure = result.lhr.runtimeError;
      if (!failure) return toRun(result.lhr, result.artifacts);
      if (attempt === ATTEMPTS)
        throw new Error(`Lighthouse could not audit ${url} in ${ATTEMPTS} attempts: ${failure.message}`);
      console.log(`  (${failure.code} on ${url}; running it again in a new browser)`);
      closeBrowser();
    } catch (error) {
      closeBrowser();
      throw error;
    }
  }
}

/** Audits of a category that did not pass, as "id (title)", less the ones a 404 page or an unindexed page is excused. */
function failing(run: Run, category: string, missing: boolean): string[] {
  const refs = run.lhr.categories[category]?.auditRefs ?? [];
  const failed = refs.flatMap((ref) => {
    const result = run.lhr.audits[ref.id];
    return ref.weight > 0 && result && result.score !== null && result.score < 1 ? [result] : [];
  });
  const noindex = unindexed.has(new URL(run.lhr.finalDisplayedUrl).pathname);
  return failed
    .filter((a) => !(missing && excusedOn404(run, a.id)) && !(noindex && a.id === 'is-crawlable'))
    .map((a) => `${a.id} (${a.title})`);
}

/** On the 404 page, errors-in-console is excused only if the one thing logged is the document's own 404. */
function excusedOn404(run: Run, id: string): boolean {
  if (!(id in EXPECTED_ON_404)) return false;
  if (id !== 'errors-in-console') return true;
  const details = run.lhr.audits[id]?.details;
  const items =
    details && 'items' in details
      ? (details.items as { description?: unknown; sourceLocation?: { url?: unknown } }[])
      : [];
  return items.every(
    (item) => item.sourceLocation?.url === run.lhr.finalDisplayedUrl && String(item.description).includes('404'),
  );
}

/** The elements Lighthouse saw move, so a layout shift can be traced. */
function shifted(run: Run): string {
  const details = run.lhr.audits['layout-shifts']?.details;
  const items =
    details && 'items' in details ? (details.items as { node?: { selector?: unknown; nodeLabel?: unknown } }[]) : [];
  const nodes = items.map((i) => `${i.node?.selector ?? '?'} ("${i.node?.nodeLabel ?? ''}")`);
  return nodes.length ? ` (moved: ${nodes.join('; ')})` : '';
}

/** The runs a problem occurred in, as " in runs 1, 3" (nothing when there is one run). */
const inRuns = (runs: number[], of: number) =>
  of > 1 ? ` in run${runs.length > 1 ? 's' : ''} ${runs.join(', ')}` : '';

/** What the scripts cost the first paint against the same page without them: FCP and LCP on PAINT_STATISTIC. */
function paintCost({ path, comparisons }: PageResult): string[] {
  const problems: string[] = [];
  for (const { throttling, built, bare } of comparisons) {
    for (const [audit, name] of PAINTS) {
      const page = PAINT_STATISTIC(built.map((r) => r.metric(audit)));
      const floor = PAINT_STATISTIC(bare.map((r) => r.metric(audit)));
      const allowed = paintAllowance(floor);
      if (!(page - floor <= allowed))
        problems.push(
          `${path}: mean ${name} ${seconds(page)} (${throttling} throttling) is ${ms(page - floor)} behind the page without scripts (${seconds(floor)}); at most ${ms(allowed)} allowed`,
        );
    }
  }
  return problems;
}

/** What the scripts add to the bytes fetched as the page loads, on the median (the same in every run but by chance). */
function bytesCost({ path, comparisons }: PageResult): string[] {
  const [{ built = [], bare = [] } = {}] = comparisons;
  const bytes = median(built.map((r) => r.bodyBytes));
  const floorBytes = median(bare.map((r) => r.bodyBytes));
  return bytes - floorBytes <= LIMITS.extraBytes
    ? []
    : [
        `${path}: ${kb(bytes)} of response bodies fetched as it loads, ${kb(bytes - floorBytes)} more than without scripts (${kb(floorBytes)}); at most ${kb(LIMITS.extraBytes)} more allowed`,
      ];
}

function gate(result: PageResult, missing: boolean): string[] {
  const { path, runs } = result;
  // The same failure in several runs is reported once, naming the runs.
  const found = new Map<string, number[]>();
  const note = (problem: string, run: number) => found.set(problem, [...(found.get(problem) ?? []), run]);
  runs.forEach((run, i) => {
    for (const category of GATED) {
      const failed = failing(run, category, missing);
      if (failed.length) note(`${category} ${run.score(category)}, failing: ${failed.join(', ')}`, i + 1);
    }
    const shift = run.metric('cumulative-layout-shift');
    if (!(shift === 0)) note(`CLS ${shift.toFixed(4)}, must be 0${shifted(run)}`, i + 1);
  });
  const problems = [...found].map(([problem, where]) => `${path}: ${problem}${inRuns(where, runs.length)}`);
  const tbt = tbtProblem(result);
  return [...problems, ...(tbt ? [tbt] : []), ...paintCost(result), ...bytesCost(result)];
}

/** The TBT gate on the simulated comparison (blockingProblem says how it reads the runs). */
function tbtProblem({ path, comparisons }: PageResult): string | undefined {
  const [simulated] = comparisons;
  const problem = simulated && blockingProblem(simulated);
  return problem && `${path}: ${problem}`;
}

/** The gates that move with the machine's load, which more runs can settle: TBT, FCP and LCP. */
const noisyFailure = (result: PageResult) => tbtProblem(result) !== undefined || paintCost(result).length > 0;

/** Whether a page's runs so far pass its timing gates and settle them (see settles): its remaining runs are spared. */
function settled(result: PageResult): boolean {
  const [simulated] = result.comparisons;
  return simulated !== undefined && !noisyFailure(result) && settles(simulated);
}

/**
 * How a page fails its paint gates, if it does: clearly, or only by the spread of its runs (paintFailureSettles), which
 * more runs, up to MOST_RUNS, can settle either way.
 */
function paintFailure(result: PageResult): 'none' | 'clear' | 'spread' {
  const [simulated] = result.comparisons;
  if (simulated === undefined || paintCost(result).length === 0) return 'none';
  return paintFailureSettles(simulated) ? 'clear' : 'spread';
}

const summary = (run: Run) =>
  `FCP ${seconds(run.metric('first-contentful-paint'))}, LCP ${seconds(run.metric('largest-contentful-paint'))}, TBT ${ms(run.metric('total-blocking-time'))} (scripts ${ms(run.scriptMs)}), ${kb(run.metric('total-byte-weight'))} (bodies ${kb(run.bodyBytes)})`;
const quality = (run: Run) =>
  `${GATED.map((c) => `${c} ${run.score(c)}`).join(', ')}, CLS ${run.metric('cumulative-layout-shift').toFixed(4)}, TBT ${ms(run.metric('total-blocking-time'))}`;

async function main(): Promise<void> {
  requireChrome();
  const copy = await noScriptCopy(distDir);
  const site = await startAuditServer(distDir);
  const bare = await startAuditServer(copy.dir);
  const results: PageResult[] = [];
  let done = 0;
  try {
    console.log(
      `Lighthouse (mobile) on ${pathOfKind.size} pages of ${distDir}, ${RUNS} run${RUNS > 1 ? 's' : ''} each: the page, then the same page without scripts (simulated throttling)${APPLIED ? ', then both again with the throttling applied' : ''}; 10–110 s an audit, depending on the machine.`,
    );
    for (const [kind, path] of pathOfKind) {
      const missing = kind === 'missing';
      const simulated: Comparison = { throttling: 'simulated', built: [], bare: [] };
      const applied: Comparison = { throttling: 'applied', built: [], bare: [] };
      const result: PageResult = {
        kind,
        path,
        runs: simulated.built,
        comparisons: APPLIED ? [simulated, applied] : [simulated],
      };
      let planned = RUNS;
      for (let i = 0; i < planned; i++) {
        const started = performance.now();
        // In turn, so a busy moment of the machine falls on both alike.
        const run = await audit(site.url + path, missing, 'simulate');
        const floor = await audit(bare.url + path, missing, 'simulate', 'floor');
        simulated.built.push(run);
        simulated.bare.push(floor);
        const line = [`${quality(run)}; as built ${summary(run)}; without scripts ${summary(floor)}`];
        if (APPLIED) {
          applied.built.push(await audit(site.url + path, missing, 'devtools'));
          applied.bare.push(await audit(bare.url + path, missing, 'devtools', 'floor'));
          line.push(
            `applied: as built ${summary(applied.built.at(-1)!)}; without scripts ${summary(applied.bare.at(-1)!)}`,
          );
        }
        done++;
        console.log(
          `[${done}] ${path} run ${i + 1}: ${line.join('; ')} (${seconds(performance.now() - started)}, benchmark index ${Math.round(run.lhr.environment.benchmarkIndex)})`,
        );
        // One busy moment of a shared machine should not decide a gate that moves with its load: more runs,
        // and all of them decide.
        if (i === RUNS - 1 && planned === RUNS && noisyFailure(result)) {
          console.log(
            `  ${path} fails a timing gate on ${RUNS} run${RUNS > 1 ? 's' : ''}: ${MORE_RUNS - RUNS} more runs`,
          );
          planned = MORE_RUNS;
        } else if (i === MORE_RUNS - 1 && planned === MORE_RUNS && paintFailure(result) === 'spread') {
          console.log(
            `  ${path} fails a paint gate on ${MORE_RUNS} runs by their spread, not clearly: up to ${MOST_RUNS - MORE_RUNS} more runs`,
          );
          planned = MOST_RUNS;
        } else if (
          planned > RUNS &&
          i < planned - 1 &&
          // A pass only once it is clear (settled); past MORE_RUNS, a failure once it is as clear.
          (settled(result) || (i >= MORE_RUNS && paintFailure(result) === 'clear'))
        ) {
          console.log(`  ${path}: its timing gates are settled after ${i + 1} runs`);
          planned = i + 1;
        }
      }
      results.push(result);
    }
  } finally {
    closeBrowser();
    await Promise.all([site.close(), bare.close()]);
    await copy.remove();
  }
  const problems = results.flatMap((r) => gate(r, r.kind === 'missing'));
  console.log(
    `\nMedian performance: ${results.map((r) => `${r.path} ${median(r.runs.map((run) => run.score('performance')))}`).join(', ')}`,
  );
  if (!ci) {
    await writeFile(REPORT, qualityReport(results, problems, { distDir, runs: RUNS }));
    console.log(`Wrote ${REPORT}`);
  }
  if (problems.length) {
    console.error(`\nLighthouse gates failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`All gates passed: ${GATES_PASSED}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
