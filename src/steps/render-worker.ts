// A worker of the render pool (src/steps/render-pool.ts): renders and writes the routes it is handed with the same
// code as a build on one thread. The render context is made once, from the setup the pool was started with
// (src/steps/worker.mjs loads this file in each worker).
import { Tinypool } from 'tinypool';
import { type PageResult, prepare, renderPages, type RenderSetup } from './render-pages';
import type { RenderTask } from './render-pool';

const { setup } = Tinypool.workerData as { setup: RenderSetup };
const { ctx, bundle } = prepare(setup);

export default function render(task: RenderTask): Promise<PageResult[]> {
  return renderPages(task.routes, ctx, setup.outDir, bundle, undefined, { fullReport: setup.fullReport });
}
