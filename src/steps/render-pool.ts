// The render step on every core: below WORKERS_FROM routes the pages are rendered on this thread (starting workers
// costs more than it saves); from there a pool of worker threads (tinypool, the pool Vitest runs on) renders and
// writes them in chunks, each worker loading the render code once. This thread keeps the order of the results, the
// progress, the budgets, the report and the link check. The output is the same byte for byte either way
// (test/render-pool.test.ts builds both and compares).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Tinypool } from 'tinypool';
import type { Route } from '../../routes';
import { intern } from '../lib/page-links';
import { type PageResult, prepare, renderPages, type RenderSetup } from './render-pages';

/**
 * The number of pages from which workers pay for themselves, measured on a 2-core machine (docs/performance.md
 * "Rendering on every core"): starting a worker and loading React and the pages into it takes about 0.3 s.
 */
export const WORKERS_FROM = 1000;
/** Routes a worker is handed at once: enough to keep its writes flowing, few enough to balance the workers. */
export const RENDER_CHUNK = 50;

/** The task a worker of the pool is given (src/steps/render-worker.ts). */
export interface RenderTask {
  routes: Route[];
}

/**
 * A pool of `threads` worker threads running the default export of `module` (a TypeScript file) on each task;
 * `setup` is handed to every worker once, as it starts (`Tinypool.workerData.setup`).
 */
export function startPool(module: URL, setup: unknown, threads: number): Tinypool {
  return new Tinypool({
    filename: fileURLToPath(new URL('./worker.mjs', import.meta.url)),
    minThreads: threads,
    maxThreads: threads,
    // Nothing of this process's command line (`--test` and the like are the process's alone).
    execArgv: [],
    workerData: { module: module.href, setup },
    ...(process.env.WORKER_OLD_MB ? { resourceLimits: { maxOldGenerationSizeMb: Number(process.env.WORKER_OLD_MB) } } : {}),
  });
}

/** How many threads render: every core, or one below WORKERS_FROM routes (and `threads` to choose, for tests). */
export function renderThreads(routes: number, threads?: number): number {
  return threads ?? (routes < WORKERS_FROM ? 1 : availableParallelism());
}

/** Renders and writes every route, on one thread or on `threads` workers; the results are in the routes' order. */
export async function renderAndWrite(
  routes: readonly Route[],
  setup: RenderSetup,
  onPage?: (done: number, total: number) => void,
  threads = renderThreads(routes.length),
): Promise<PageResult[]> {
  if (threads <= 1) {
    const { ctx, bundle } = prepare(setup);
    return renderPages(routes, ctx, setup.outDir, bundle, onPage, { fullReport: setup.fullReport });
  }
  const pool = startPool(new URL('./render-worker.ts', import.meta.url), setup, threads);
  const results: PageResult[] = new Array<PageResult>(routes.length);
  let done = 0;
  try {
    const chunks: Promise<void>[] = [];
    for (let first = 0; first < routes.length; first += RENDER_CHUNK) {
      const task: RenderTask = { routes: routes.slice(first, first + RENDER_CHUNK) };
      chunks.push(
        (pool.run(task) as Promise<PageResult[]>).then((pages) => {
          // Strings cloned from a worker are copies: one each for the links every page repeats, as on one thread.
          for (const [k, page] of pages.entries())
            results[first + k] = { ...page, links: page.links.map(intern), ids: new Set([...page.ids].map(intern)) };
          done += pages.length;
          onPage?.(done, routes.length);
        }),
      );
    }
    await Promise.all(chunks);
  } finally {
    await pool.destroy();
  }
  return results;
}
