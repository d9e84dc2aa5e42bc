// One scaling measurement, run in its own process so its peak memory is its own: builds the real site plus N
// synthetic areas and articles, then times two floors over the same routes in the same process: a bare loop of
// renderToString, and a bare loop of renderToString and writeFile (what any build of these pages must do). Prints
// JSON.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from '../../build';
import { buildRoutes } from '../../routes';
import { bundleClient } from '../../src/steps/bundle';
import { validateContent } from '../../src/content/load';
import { buildCss } from '../../src/steps/css';
import { renderContext } from '../../src/steps/render-pages';
import { outputFile } from '../../src/lib/paths';
import { renderRoute } from '../../src/render';
import { syntheticContent } from './synthetic';

const extra = Number(process.argv[2] ?? 1000);
const root = process.cwd();
const dir = await mkdtemp(join(tmpdir(), 'locksmith-bench-'));
try {
  const raw = await syntheticContent(extra, dir);
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let cpuStart = cpu();
  const result = await build({
    root,
    outDir: join(dir, 'dist'),
    quiet: true,
    content: raw,
    budgets: 'warn',
    articleCards: false,
  });
  const buildCpuMs = cpu() - cpuStart;
  const buildRss = process.resourceUsage().maxRSS * 1024;

  // The same routes through the same renderer, with nothing else: no content loading, checks or report.
  const content = validateContent(raw, process.env);
  const routes = buildRoutes(content, { articleCards: false });
  const bundle = await bundleClient(root, join(dir, 'bare'));
  const ctx = renderContext(content, await buildCss(root), bundle, root);
  let start = performance.now();
  let bytes = 0;
  for (const route of routes) bytes += renderRoute(route, ctx).html.length;
  const bareMs = performance.now() - start;

  // Render and write, one page after the other, into a fresh folder as the build writes into its staging folder.
  const out = join(dir, 'floor');
  start = performance.now();
  cpuStart = cpu();
  for (const route of routes) {
    const file = join(out, outputFile(route.path));
    const { html } = renderRoute(route, ctx);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  const floorMs = performance.now() - start;
  const floorCpuMs = cpu() - cpuStart;

  console.log(
    JSON.stringify({
      extra,
      pages: result.pages,
      buildMs: result.totalMs,
      buildCpuMs,
      renderMs: result.timings.find((s) => s.name === 'Render and write')?.ms,
      steps: result.timings,
      bareMs,
      floorMs,
      floorCpuMs,
      bareChars: bytes,
      peakRss: buildRss,
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
