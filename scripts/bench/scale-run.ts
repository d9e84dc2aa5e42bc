// One scaling measurement, run in its own process so its peak memory is its own: builds the real site plus N
// synthetic areas and articles, then times three floors over the same routes in the same process: a bare loop of
// renderToString, a bare loop of renderToString and writeFile (what any build of these pages must do), and that loop
// on as many threads as the build renders on (the same pool, chunks of the same size); and a build after a one-word
// edit to one article. Prints JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compiledBuild } from '../../bin/compile.mjs';
import type * as BuildModule from '../../build';
import { buildRoutes } from '../../routes';
import { bundleClient } from '../../src/steps/bundle';
import { validateContent } from '../../src/content/load';
import { buildCss } from '../../src/steps/css';
import { renderContext, renderSetup } from '../../src/steps/render-pages';
import { RENDER_CHUNK, renderThreads } from '../../src/steps/render-pool';
import { startPool } from '../../src/steps/pool';
import { outputFile } from '../../src/lib/paths';
import { renderRoute } from '../../src/render';
import { syntheticContent } from './synthetic';

const extra = Number(process.argv[2] ?? 1000);
// Threads to render on; by default the build's own choice (src/steps/render-pool.ts).
const forced = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
const root = process.cwd();
// The build as `npm run build` runs it: compiled, its render workers too (bin/compile.mjs).
const { build } = (await import(await compiledBuild())) as typeof BuildModule;
const dir = await mkdtemp(join(tmpdir(), 'locksmith-bench-'));
try {
  // Articles no earlier run wrote, so that the first build is cold: it parses every one.
  const run = `${process.pid}-${Date.now()}`;
  const generated = () => syntheticContent(extra, dir, run);
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const raw = await generated();
  // As a real build: a page over budget at this size fails the run, naming the page.
  const buildOf = (content: typeof raw) =>
    build({ root, outDir: join(dir, 'dist'), quiet: true, content, articleCards: false, threads: forced });
  let cpuStart = cpu();
  const result = await buildOf(raw);
  const buildCpuMs = cpu() - cpuStart;
  const buildRss = process.resourceUsage().maxRSS * 1024;
  const threads = renderThreads(result.pages, forced);

  // A one-word edit to the last article's body, built again into the same folder: what an owner's next build costs.
  const edited = {
    ...raw,
    articles: raw.articles.map((a, i) => (i === raw.articles.length - 1 ? { ...a, text: `${a.text}\nUpdated.\n` } : a)),
  };
  const edit = await buildOf(edited);

  // The same routes through the same renderer, with nothing else: no content loading, checks or report.
  const content = validateContent(await generated(), process.env);
  const routes = buildRoutes(content, { articleCards: false });
  const bundle = await bundleClient(root, join(dir, 'bare'));
  const stylesheet = await buildCss(root);
  const ctx = renderContext(content, stylesheet, bundle);
  let start = performance.now();
  let bytes = 0;
  for (const route of routes) bytes += renderRoute(route, ctx).html.length;
  const bareMs = performance.now() - start;

  // Render and write, one page after the other, into a fresh folder as the build writes into its staging folder (with
  // synchronous calls, as the build makes them).
  const out = join(dir, 'floor');
  start = performance.now();
  cpuStart = cpu();
  for (const route of routes) {
    const file = join(out, outputFile(route.path));
    const { html } = renderRoute(route, ctx);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  const floorMs = performance.now() - start;
  const floorCpuMs = cpu() - cpuStart;

  // The same loop on the build's threads: each worker renders and writes the chunks it is handed, one page after
  // the other.
  let poolFloorMs = floorMs;
  if (threads > 1) {
    const setup = renderSetup(root, join(dir, 'floor-pool'), content, stylesheet, bundle, false);
    const pool = await startPool(new URL('./floor-worker.ts', import.meta.url), setup, threads);
    start = performance.now();
    const chunks = [];
    for (let first = 0; first < routes.length; first += RENDER_CHUNK)
      chunks.push(pool.run({ routes: routes.slice(first, first + RENDER_CHUNK) }));
    await Promise.all(chunks);
    poolFloorMs = performance.now() - start;
    await pool.destroy();
  }

  console.log(
    JSON.stringify({
      extra,
      pages: result.pages,
      buildMs: result.totalMs,
      buildCpuMs,
      editMs: edit.totalMs,
      editRendered: edit.rendered.length,
      editSteps: edit.timings,
      renderMs: result.timings.find((s) => s.name === 'Render and write')?.ms,
      steps: result.timings,
      bareMs,
      floorMs,
      floorCpuMs,
      poolFloorMs,
      threads,
      bareChars: bytes,
      peakRss: buildRss,
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
