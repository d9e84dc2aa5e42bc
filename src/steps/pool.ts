// Pools of worker threads (tinypool, the pool Vitest runs on), for the steps that share their work with the other
// cores: the render step (src/steps/render-pool.ts) and the articles' parsing (src/steps/parse-pool.ts). A worker
// module is a file of this folder named *-worker.ts whose default export is the function the pool runs on each task;
// every worker starts from src/steps/worker.mjs, which loads it.
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { Tinypool } from 'tinypool';

/** The worker modules of this folder. */
export type WorkerName = 'render-worker' | 'parse-worker';

/** Declared by the files bin/compile.mjs compiles: the folder they are in, where it compiles the workers too. */
declare const __compiledFolder: URL | undefined;

/**
 * A worker module: in `npm run build`, the one compiled beside the build, which a worker loads as plain JavaScript,
 * without tsx; in a build run from the sources (the tests), the source.
 */
export const workerModule = (name: WorkerName): URL =>
  typeof __compiledFolder === 'undefined'
    ? new URL(`./${name}.ts`, import.meta.url)
    : new URL(`./${name}.js`, __compiledFolder);

/**
 * A pool of `threads` worker threads running the default export of `module` (TypeScript or JavaScript) on each task;
 * `setup` is handed to every worker once, as it starts (`Tinypool.workerData.setup`). `heapMb` caps each worker's heap.
 */
export async function startPool(module: URL, setup: unknown, threads: number, heapMb?: number): Promise<Tinypool> {
  // Loaded only by a build that works on other threads.
  const { Tinypool } = await import('tinypool');
  const pool = new Tinypool({
    filename: fileURLToPath(new URL('./worker.mjs', import.meta.url)),
    minThreads: threads,
    maxThreads: threads,
    // Nothing of this process's command line (`--test` and the like are the process's alone).
    execArgv: [],
    workerData: { module: module.href, setup },
    ...(heapMb !== undefined && { resourceLimits: { maxOldGenerationSizeMb: heapMb } }),
  });
  mendWorkers(pool);
  return pool;
}

/**
 * Stops a pool's workers. destroy() rejects if a worker reports an error as it stops (out of memory); each thread is
 * then waited for itself.
 */
export async function stopPool(pool: Tinypool): Promise<void> {
  const threads = pool.threads.map((wrapper) => (wrapper as Wrapper).thread);
  await pool.destroy().catch(() => {});
  await Promise.all(threads.map((thread) => thread?.terminate()));
}

/** tinypool's wrapper of a worker thread. */
type Wrapper = { thread?: Worker; removeListener?: (event: string, listener: () => void) => unknown };

/**
 * tinypool 2.2's destroy() waits for each worker's exit with events.once(), which calls the worker's
 * removeListener if the worker reports an error first (one running out of memory as the pool stops). Its worker
 * wrapper has no such method: the TypeError was thrown out of the worker's event, and destroy() never settled (a
 * build test once ended with its promise pending). The wrapper is given the method, passed to the thread it wraps;
 * destroy() then rejects with the worker's error.
 */
function mendWorkers(pool: Tinypool): void {
  const wrapper = pool.threads[0] as Wrapper | undefined;
  const prototype = wrapper && (Object.getPrototypeOf(wrapper) as Wrapper);
  if (!prototype || typeof prototype.removeListener === 'function') return;
  prototype.removeListener = function (this: Wrapper, event, listener) {
    this.thread?.removeListener(event, listener);
    return this;
  };
}
