// Rendering is the build's main cost and every page is independent, so a large site is rendered by one worker per
// core. Each worker takes every n-th route; the pages come back as figures and links, never as HTML. A small site
// is rendered in this thread: starting workers (each loads the content) costs more than 75 pages take.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Route } from '../../routes';
import type { BundleData, ClientBundle } from './bundle';
import type { RawContent } from './content';
import type { RenderContext } from '../render';
import { renderAndWrite, type PageResult } from './render-pages';

/** Below this many routes one thread is faster (measured: workers take ~0.6 s to start and load the content). */
export const WORKER_THRESHOLD = 400;

export interface WorkerInput {
  raw?: RawContent;
  siteUrl?: string;
  specTables: boolean;
  articleCards: boolean;
  css: string;
  bundle: BundleData;
  root: string;
  outDir: string;
  index: number;
  count: number;
}

export type WorkerMessage =
  | { type: 'progress'; done: number }
  | { type: 'done'; results: PageResult[] }
  | { type: 'error'; message: string };

interface PoolOptions extends Omit<WorkerInput, 'index' | 'count' | 'bundle'> {
  routes: readonly Route[];
  ctx: RenderContext;
  bundle: ClientBundle;
  onPage?: (done: number, total: number) => void;
}

export async function renderSite({ routes, ctx, bundle, onPage, ...input }: PoolOptions): Promise<PageResult[]> {
  // RENDER_WORKERS=1 forces one thread (the benchmark compares both); the default is one worker per core, up to 4.
  const count = Number(process.env.RENDER_WORKERS ?? Math.min(availableParallelism(), 4));
  if (routes.length < WORKER_THRESHOLD || count < 2) return renderAndWrite(routes, ctx, input.outDir, bundle, onPage);
  let done = 0;
  const parts = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      new Promise<PageResult[]>((resolve, reject) => {
        const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
          workerData: { ...input, bundle: bundle.data, index, count } satisfies WorkerInput,
        });
        worker.on('message', (message: WorkerMessage) => {
          if (message.type === 'progress') onPage?.((done += message.done), routes.length);
          else if (message.type === 'done') resolve(message.results);
          else reject(new Error(message.message));
          if (message.type !== 'progress') void worker.terminate();
        });
        worker.on('error', reject);
      }),
    ),
  );
  // Back in route order: worker i rendered routes i, i + count, i + 2 × count, …
  return routes.map((_, i) => {
    const page = parts[i % count]?.[Math.floor(i / count)];
    if (!page) throw new Error(`render worker ${i % count} returned no page for route ${i}`);
    return page;
  });
}
