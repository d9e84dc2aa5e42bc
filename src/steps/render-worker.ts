// A worker of the render pool (src/steps/render-pool.ts): renders and writes the routes it is handed with the same
// code as a build on one thread. The render context is made once, from the setup the pool was started with
// (src/steps/worker.mjs loads this file in each worker).
import { Tinypool } from 'tinypool';
import { createRenderer, type PageResult, type RenderSetup } from './render-pages';
import type { RenderTask } from './render-pool';

const { setup } = Tinypool.workerData as { setup: RenderSetup };
const render = createRenderer(setup);

export default function renderTask(task: RenderTask): Promise<PageResult[]> {
  return render(task.routes);
}
