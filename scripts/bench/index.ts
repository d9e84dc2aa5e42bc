// `npm run bench`: medians of the real site's full build (link check included) and of each step, then the scaling
// runs: the real site plus 1,000 and 10,000 generated pages, each built in its own process, with pages per second,
// peak memory and a bare renderToString loop over the same routes for comparison; then the blog at 200 articles
// with every budget enforced. Prints a report; with --write it also replaces the figures section of
// docs/performance.md.
//   npm run bench -- [--runs 5] [--sizes 1000,10000] [--scale-runs 1] [--blog 200] [--write]
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../build';
import { formatBytes, type StepTiming } from '../../src/build/report/log';
import { FIRST_PAINT_BUDGET } from '../../src/build/report/budgets';
import { formatMargin } from '../../src/build/report/summary';
import { readContent } from '../../src/content/load';
import { blogScale } from './blog-scale';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const runs = Number(arg('runs', '5'));
const sizes = arg('sizes', '1000,10000').split(',').map(Number);
const scaleRuns = Number(arg('scale-runs', '1'));
const blogArticles = Number(arg('blog', '200'));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);
const lines: string[] = [];
const out = (line = '') => {
  lines.push(line);
  console.log(line);
};

interface ScaleResult {
  extra: number;
  pages: number;
  buildMs: number;
  steps: StepTiming[];
  bareMs: number;
  peakRss: number;
}

out(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}`,
);
out();

// 1. The real site, built in this process: one warm-up, then `runs` timed builds.
const dir = await mkdtemp(join(tmpdir(), 'locksmith-bench-'));
const totals: number[] = [];
const steps = new Map<string, number[]>();
let realPages = 0;
try {
  for (let i = 0; i <= runs; i++) {
    const result = await build({ outDir: join(dir, 'dist'), quiet: true });
    realPages = result.pages;
    if (i === 0) continue;
    totals.push(result.totalMs);
    for (const s of result.timings) steps.set(s.name, [...(steps.get(s.name) ?? []), s.ms]);
    process.stderr.write(`  real site run ${i}/${runs}: ${ms(result.totalMs)}\n`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
out(
  `Real site (${realPages} pages), median of ${runs} warm builds: ${ms(median(totals))} (min ${ms(Math.min(...totals))}, max ${ms(Math.max(...totals))})`,
);
out();
out('| step | median |');
out('|---|---|');
for (const [name, values] of steps) out(`| ${name} | ${ms(median(values))} |`);
out();

// 2. Scaling: each size in a fresh process, so its peak memory is its own.
const scale = (extra: number, env: NodeJS.ProcessEnv = {}): ScaleResult => {
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/scale-run.ts', String(extra)], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ScaleResult;
};
out(
  `| extra pages | pages | build | pages/s | bare renderToString | pages/s | build ÷ bare throughput | peak memory |`,
);
out('|---|---|---|---|---|---|---|---|');
const rates: Record<number, number> = {};
for (const extra of sizes) {
  const results = Array.from({ length: scaleRuns }, () => scale(extra));
  const pages = results[0]?.pages ?? 0;
  const build = median(results.map((r) => r.buildMs));
  const bare = median(results.map((r) => r.bareMs));
  const rss = Math.max(...results.map((r) => r.peakRss));
  rates[extra] = pages / (build / 1000);
  out(
    `| ${extra.toLocaleString('en-GB')} | ${pages.toLocaleString('en-GB')} | ${ms(build)} | ${Math.round(pages / (build / 1000))} | ${ms(bare)} | ${Math.round(pages / (bare / 1000))} | ${(bare / build).toFixed(2)} | ${Math.round(rss / 1024 / 1024)} MB |`,
  );
  process.stderr.write(`  scaling +${extra}: build ${ms(build)}, bare ${ms(bare)}\n`);
}
const [small, large] = sizes;
if (small !== undefined && large !== undefined && rates[small] && rates[large]) {
  out();
  out(
    `Throughput at ${large.toLocaleString('en-GB')} extra pages is ${((rates[large] / rates[small]) * 100).toFixed(0)}% of the figure at ${small.toLocaleString('en-GB')}.`,
  );
}

// 3. The blog as it grows: its pages must stay under budget, with room to spare, however many articles there are.
out();
out(
  `Blog with the real articles and with ${blogArticles} (generated ones written as Markdown files and validated like the real ones; every budget enforced):`,
);
out();
out(
  '| articles | titles and excerpts | pages | index + category pages | largest of them (gzip) | its margin | smallest margin of the site |',
);
out('|---|---|---|---|---|---|---|');
const realArticles = readContent().articles.length;
for (const [articles, lengths] of [
  [realArticles, 'real'],
  [blogArticles, 'varied'],
  [blogArticles, 'longest'],
] as const) {
  const b = await blogScale(articles, lengths === 'real' ? 'varied' : lengths);
  out(
    `| ${articles} | ${lengths} | ${b.pages} | ${b.indexPages} + ${b.categoryPages} | ${formatBytes(FIRST_PAINT_BUDGET - b.index.bytes)} (${b.index.path}) | ${formatMargin(b.index)} | ${formatMargin(b.site)} (${b.site.path}) |`,
  );
  process.stderr.write(`  blog at ${articles} articles (${lengths}): ${ms(b.buildMs)}\n`);
}

if (process.argv.includes('--write')) {
  const file = 'docs/performance.md';
  const doc = await readFile(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const before = doc.slice(0, doc.indexOf(start) + start.length);
  const after = doc.slice(doc.indexOf(end));
  await writeFile(file, `${before}\n${lines.join('\n')}\n${after}`);
  console.log(`\nUpdated ${file}`);
}
