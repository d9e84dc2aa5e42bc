// `npm run bench`: the real site's build as a user runs it (the wall time of separate `npm run build` processes,
// start-up included), the same build repeated in one process with each step's median, the brotli figures the
// default build leaves out, then the scaling runs: the real site plus 1,000 and 10,000 generated pages, each built
// in its own process, against floors over the same pages in the same process (a bare renderToString loop, a bare
// loop of renderToString and writeFile, and that loop on the build's threads), with peak memory in all and per 1,000
// pages, a build after a one-word edit, Hugo on as many generated articles when it is installed (scripts/bench/hugo.ts),
// each step's cost per 1,000 pages at the two sizes, and the blog at 200 articles with every budget enforced. Prints a
// report whose last line is `floor ratio at N: 0.NN` (against the floor on the build's threads); with --write it also
// replaces the figures section of docs/performance.md with the headline figures: the builds of the real site, and the
// scaling table.
//   npm run bench -- [--runs 5] [--cold-runs 5] [--sizes 1000,10000] [--scale-runs 1] [--blog 200] [--write]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../build';
import { formatBytes, type StepTiming } from '../../src/steps/report/log';
import { FIRST_SCREEN_BUDGET } from '../../src/steps/report/budgets';
import type { PageFigures } from '../../src/steps/report/measure';
import { formatMargin } from '../../src/steps/report/summary';
import { readContent } from '../../src/content/load';
import { blogScale } from './blog-scale';
import { hugoBuildTimes, hugoInstalled } from './hugo';
import { flagsOrExit } from '../../src/lib/cli';
import { writeBlock } from '../lib/doc-blocks';

const flags = flagsOrExit('npm run bench --', {
  runs: { value: 'N', help: 'warm builds of the real site (default 5)' },
  'cold-runs': { value: 'N', help: 'cold builds, each in a new process (default 5)' },
  sizes: { value: 'N,N', help: 'extra generated pages of the scaling runs (default 1000,10000)' },
  'scale-runs': { value: 'N', help: 'runs of each scaling size (default 1)' },
  blog: { value: 'N', help: 'articles of the grown blog (default 200)' },
  write: { help: 'write the figures into docs/performance.md' },
});
const runs = Number(flags.runs ?? 5);
const coldRuns = Number(flags['cold-runs'] ?? 5);
const sizes = (flags.sizes ?? '1000,10000').split(',').map(Number);
const scaleRuns = Number(flags['scale-runs'] ?? 1);
const blogArticles = Number(flags.blog ?? 200);
/** Hugo builds of each size, of which the median is compared (scripts/bench/hugo.ts). */
const HUGO_RUNS = 3;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const lines: string[] = [];
/** A line of the report that --write also puts into the docs: the headline figures. */
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};
/** A line of the report only: the detail behind the headline figures. */
const show = (line = '') => console.log(line);

interface ScaleResult {
  extra: number;
  pages: number;
  buildMs: number;
  /** The build after a one-word edit to one article, and the pages it rendered again. */
  editMs: number;
  editRendered: number;
  steps: StepTiming[];
  bareMs: number;
  floorMs: number;
  poolFloorMs: number;
  threads: number;
  peakRss: number;
}

out(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}`,
);
out();

// 1. Cold: `npm run build` as a shell runs it, each in a new process; the first fills the build cache as any
// earlier build would have, so the timed ones are what a user sees build after build. One more with --no-cache shows
// the cost of a build without the build cache (every step runs, every package loads; encoded images are reused).
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timedBuild = (...extra: string[]) => {
  const start = performance.now();
  const result = spawnSync(npm, ['run', 'build', '--', '--quiet', ...extra], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`npm run build ${extra.join(' ')} failed`);
  return performance.now() - start;
};
timedBuild();
const loadBefore = load();
const cold = Array.from({ length: coldRuns }, (_, i) => {
  const t = timedBuild();
  process.stderr.write(`  npm run build ${i + 1}/${coldRuns}: ${ms(t)}\n`);
  return t;
});
const uncached = timedBuild('--no-cache');
out(
  `npm run build (wall time of the whole process, start-up and link check included), median of ${coldRuns}: ${ms(median(cold))} (${cold.map(ms).join(', ')}); load average ${loadBefore} before, ${load()} after`,
);
out(`npm run build -- --no-cache (every step run, every package loaded): ${ms(uncached)}`);
out();

// 2. Warm: the same build repeated in this process (modules loaded, code compiled), one warm-up then `runs` timed.
const dir = await mkdtemp(join(tmpdir(), 'locksmith-bench-'));
const totals: number[] = [];
const edits: { ms: number; rendered: number }[] = [];
const steps = new Map<string, number[]>();
let pages: PageFigures[] = [];
try {
  for (let i = 0; i <= runs; i++) {
    const result = await build({ outDir: join(dir, 'dist'), quiet: true });
    if (i === 0) continue;
    totals.push(result.totalMs);
    for (const s of result.timings) steps.set(s.name, [...(steps.get(s.name) ?? []), s.ms]);
    process.stderr.write(`  real site run ${i}/${runs}: ${ms(result.totalMs)}\n`);
  }
  // After a one-word edit to one article, in the same process, as `npm run build -- --watch` builds each save: the
  // tables are handed in, so the content is validated again, with each unchanged text's parse kept as on disk.
  const raw = readContent();
  for (let i = 1; i <= runs; i++) {
    const articles = raw.articles.map((a, j) => (j === 0 ? { ...a, text: `${a.text}\nUpdated ${i}.\n` } : a));
    const result = await build({ outDir: join(dir, 'dist'), silent: true, content: { ...raw, articles } });
    edits.push({ ms: result.totalMs, rendered: result.rendered.length });
  }
  // 3. The figures the default build leaves out: gzip level 6 and brotli quality 4 for every page.
  await build({ outDir: join(dir, 'dist'), quiet: true, report: 'full' });
  pages = (JSON.parse(await readFile(join(dir, 'build-report.json'), 'utf8')) as { pages: PageFigures[] }).pages;
} finally {
  await rm(dir, { recursive: true, force: true });
}
out(
  `Real site (${pages.length} pages) built in one process, median of ${runs} warm builds: ${ms(median(totals))} (min ${ms(Math.min(...totals))}, max ${ms(Math.max(...totals))})`,
);
const editMs = edits.map((e) => e.ms);
out(
  `The same after a one-word edit to one article (\`npm run build -- --watch\` after a save), median of ${runs}: ${ms(median(editMs))} (min ${ms(Math.min(...editMs))}, max ${ms(Math.max(...editMs))}), ${Math.max(...edits.map((e) => e.rendered))} pages rendered at most`,
);
show();
show('| step | median |');
show('|---|---|');
for (const [name, values] of steps) show(`| ${name} | ${ms(median(values))} |`);
show();
const byKind = new Map<string, PageFigures[]>();
for (const p of pages) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p]);
show(
  '| kind | pages | first screen gzip 6, largest | whole page gzip 6, median | largest | brotli 4, median | largest |',
);
show('|---|---|---|---|---|---|---|');
for (const [kind, list] of byKind) {
  const first = list.map((p) => p.firstScreen.gzip);
  const gzip = list.map((p) => p.html.gzip);
  const brotli = list.map((p) => p.html.brotli ?? 0);
  show(
    `| ${kind} | ${list.length} | ${kb(Math.max(...first))} | ${kb(median(gzip))} | ${kb(Math.max(...gzip))} | ${kb(median(brotli))} | ${kb(Math.max(...brotli))} |`,
  );
}
show();

// 4. The blog as it grows: its pages must stay under budget, with room to spare, however many articles there are.
show();
show(
  `Blog with the real articles and with ${blogArticles} (generated ones written as Markdown files and validated like the real ones; every budget enforced):`,
);
show();
show(
  '| articles | titles and excerpts | pages | index + category pages | largest first screen of them (gzip) | its margin | smallest first-screen margin of the site |',
);
show('|---|---|---|---|---|---|---|');
const realArticles = readContent().articles.length;
for (const [articles, lengths] of [
  [realArticles, 'real'],
  [blogArticles, 'varied'],
  [blogArticles, 'longest'],
] as const) {
  const b = await blogScale(articles, lengths === 'real' ? 'varied' : lengths);
  show(
    `| ${articles} | ${lengths} | ${b.pages} | ${b.indexPages} + ${b.categoryPages} | ${formatBytes(FIRST_SCREEN_BUDGET - b.index.bytes)} (${b.index.path}) | ${formatMargin(b.index)} | ${formatMargin(b.site)} (${b.site.path}) |`,
  );
  process.stderr.write(`  blog at ${articles} articles (${lengths}): ${ms(b.buildMs)}\n`);
}
out();

// 5. Scaling: each size in a fresh process, so its peak memory is its own, with the heap settings `npm run build` gives
// Node (the Node flags of package.json's build script: docs/performance.md#how-the-build-stays-fast).
const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: { build: string } };
const BUILD_NODE_FLAGS = scripts.build.split(' ').filter((word) => word.startsWith('--'));
const scale = (extra: number): ScaleResult => {
  const stdout = execFileSync(
    process.execPath,
    [...BUILD_NODE_FLAGS, '--import', 'tsx', 'scripts/bench/scale-run.ts', String(extra)],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    },
  ).toString();
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ScaleResult;
};
out(
  "| extra pages | pages | build | pages/s | threads | renderToString floor (1 thread) | render-and-write floor, 1 thread | the same on the build's threads | build ÷ that floor | peak memory | per 1,000 pages | after a one-word edit (pages rendered) | Hugo, as many pages | build ÷ Hugo |",
);
out('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
const withHugo = hugoInstalled();
const stepsAt = new Map<number, { pages: number; steps: Map<string, number> }>();
const rates: Record<number, number> = {};
const ratios: Record<number, number> = {};
const rate = (pageCount: number, time: number) => Math.round(pageCount / (time / 1000));
for (const extra of sizes) {
  // Hugo first, back to back with the runs it is compared with.
  const hugoMs = withHugo ? median(await hugoBuildTimes(extra, HUGO_RUNS)) : Number.NaN;
  const results = Array.from({ length: scaleRuns }, () => scale(extra));
  const count = results[0]?.pages ?? 0;
  const threads = results[0]?.threads ?? 1;
  const buildMs = median(results.map((r) => r.buildMs));
  const bare = median(results.map((r) => r.bareMs));
  const floor = median(results.map((r) => r.floorMs));
  const poolFloor = median(results.map((r) => r.poolFloorMs));
  const rss = Math.max(...results.map((r) => r.peakRss));
  const editMs = median(results.map((r) => r.editMs));
  const editRendered = results[0]?.editRendered ?? 0;
  const stepNames = results[0]?.steps.map((step) => step.name) ?? [];
  stepsAt.set(extra, {
    pages: count,
    steps: new Map(
      stepNames.map((name) => [name, median(results.map((r) => r.steps.find((st) => st.name === name)?.ms ?? 0))]),
    ),
  });
  const hugo = withHugo ? `${ms(hugoMs)} | ${(buildMs / hugoMs).toFixed(1)} |` : 'not installed | |';
  rates[extra] = count / (buildMs / 1000);
  // The floor on the build's own threads, so that rendering on more cores does not flatter the ratio.
  ratios[extra] = poolFloor / buildMs;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  out(
    `| ${extra.toLocaleString('en-GB')} | ${count.toLocaleString('en-GB')} | ${ms(buildMs)} | ${rate(count, buildMs)} | ${threads} | ${ms(bare)} | ${ms(floor)} | ${ms(poolFloor)} | ${(poolFloor / buildMs).toFixed(2)} | ${mb(rss)} | ${mb(rss / (count / 1000))} | ${ms(editMs)} (${editRendered.toLocaleString('en-GB')}) | ${hugo}`,
  );
  process.stderr.write(
    `  scaling +${extra}: build ${ms(buildMs)} on ${threads} thread(s), floors ${ms(bare)}, ${ms(floor)} and ${ms(poolFloor)}, peak ${mb(rss)}, after an edit ${ms(editMs)}\n`,
  );
}
const [small, large] = sizes;
if (small !== undefined && large !== undefined && rates[small] && rates[large]) {
  out();
  out(
    `Throughput at ${large.toLocaleString('en-GB')} extra pages is ${((rates[large] / rates[small]) * 100).toFixed(0)}% of the figure at ${small.toLocaleString('en-GB')}.`,
  );
}
if (small !== undefined && large !== undefined) {
  const a = stepsAt.get(small);
  const b = stepsAt.get(large);
  if (a && b) {
    show();
    show(
      `Each step's cost per 1,000 pages, at ${small.toLocaleString('en-GB')} and ${large.toLocaleString('en-GB')} extra pages:`,
    );
    show();
    show('| step | at the smaller size | at the larger | larger ÷ smaller |');
    show('|---|---|---|---|');
    for (const [name, smallMs] of a.steps) {
      const perSmall = smallMs / (a.pages / 1000);
      const perLarge = (b.steps.get(name) ?? 0) / (b.pages / 1000);
      show(
        `| ${name} | ${ms(perSmall)} | ${ms(perLarge)} | ${perSmall > 0 ? (perLarge / perSmall).toFixed(2) : '–'} |`,
      );
    }
  }
}
const last = sizes.at(-1);
if (last !== undefined) {
  out();
  out(`floor ratio at ${last}: ${(ratios[last] ?? NaN).toFixed(2)}`);
}

if (flags.write) {
  const file = 'docs/performance.md';
  await writeBlock(file, 'bench', lines.join('\n'));
  // On stderr, so that the last line of the report stays the ratio.
  console.error(`\nUpdated ${file}`);
}
