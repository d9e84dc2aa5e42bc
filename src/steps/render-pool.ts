// The render step on every core: below WORKERS_FROM routes the pages are rendered on this thread (starting workers
// costs more than it saves); from there a pool of worker threads (src/steps/pool.ts), one per core,
// renders, measures and writes them in chunks, each worker loading the render code once. This thread keeps the order
// of the results, the progress, the budgets, the report and the link check. The output is the same byte for byte
// either way (test/builds/render-pool.test.ts builds both and compares).
import { availableParallelism } from 'node:os';
import type { Route } from '../../routes';
import { intern } from '../lib/page-links';
import { createRenderer, type PageResult, type Renderer, type RenderSetup } from './render-pages';
import { startPool, stopPool, workerModule } from './pool';

/**
 * The number of pages from which the pool may be used (docs/performance.md#every-core): below about
 * this size, starting the workers (the compiled render worker of `npm run build`) costs as much as they save.
 */
export const WORKERS_FROM = 2000;
/**
 * Each worker's heap, capped so that its garbage is collected early rather than let grow: the pages of a chunk are
 * dropped once written, and uncapped workers let the heap of each grow past 200 MB at +10,000 pages. A chunk whose
 * pages do not fit (one enormous page) is rendered on this thread instead.
 */
const WORKER_HEAP_MB = 128;
/** Routes a worker is handed at once: enough to keep its writes flowing, few enough to balance the workers. */
export const RENDER_CHUNK = 50;

/** The task a worker of the pool is given (src/steps/render-worker.ts). */
export interface RenderTask {
  routes: Route[];
}

/** A value with every string in it replaced by the one copy `intern` keeps (src/lib/page-links.ts). */
export function interned<T>(value: T): T {
  if (typeof value === 'string') return intern(value) as T;
  if (Array.isArray(value)) return value.map(interned) as T;
  if (value instanceof Set) return new Set([...value].map(interned)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interned(v)])) as T;
  return value;
}

/**
 * How many threads render: one below WORKERS_FROM routes; from there one worker per core, since each worker writes
 * and compresses its own pages and this thread has little left to do (docs/performance.md#every-core;
 * `threads` chooses, for tests and the benchmark).
 */
export function renderThreads(routes: number, threads?: number): number {
  return threads ?? (routes < WORKERS_FROM ? 1 : availableParallelism());
}

/**
 * Renders and writes every route, on one thread or on `threads` workers (each with a heap of `heapMb`); the
 * results are in the routes' order.
 */
export async function renderAndWrite(
  routes: readonly Route[],
  setup: RenderSetup,
  onPage?: (done: number, total: number) => void,
  threads = renderThreads(routes.length),
  heapMb?: number,
): Promise<PageResult[]> {
  if (threads <= 1) return createRenderer(setup)(routes, onPage);
  const pool = await startPool(workerModule('render-worker'), setup, threads, heapMb ?? WORKER_HEAP_MB);
  const results: PageResult[] = new Array<PageResult>(routes.length);
  let done = 0;
  let onThisThread: Renderer | undefined;
  // A worker that dies outside a task (out of memory as it starts) is reported by the pool, not by a task.
  const died = new Promise<never>((_, reject) => pool.on('error', reject));
  died.catch(() => {});
  const chunks: Promise<void>[] = [];
  try {
    for (let first = 0; first < routes.length; first += RENDER_CHUNK) {
      const task: RenderTask = { routes: routes.slice(first, first + RENDER_CHUNK) };
      chunks.push(
        Promise.race([pool.run(task) as Promise<PageResult[]>, died])
          .catch((error: unknown) => {
            if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
            return (onThisThread ??= createRenderer(setup))(task.routes);
          })
          .then((pages) => {
            // Strings cloned from a worker are copies: one each for the links, hashes and names every page repeats,
            // as on one thread.
            for (const [k, page] of pages.entries()) results[first + k] = interned(page);
            done += pages.length;
            onPage?.(done, routes.length);
          }),
      );
    }
    await Promise.all(chunks);
  } finally {
    // Stops the workers at the first failure, and lets every chunk settle: nothing writes into the output once the
    // build has failed and removes it (a worker out of memory as it stops has had its chunk rendered here).
    await stopPool(pool);
    await Promise.allSettled(chunks);
  }
  return results;
}
