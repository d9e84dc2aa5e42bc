// A worker of the render pool (src/steps/render-pool.ts): renders, measures and writes the routes it is handed with
// the same code as a build on one thread. The render context is made once, from the setup the pool was started with
// (src/steps/worker.mjs loads this file in each worker).
import { Tinypool } from 'tinypool';
import { createPageRenderer, createWriter, type PageResult, type RenderSetup } from './render-pages';
import type { RenderTask } from './render-pool';

const { setup } = Tinypool.workerData as { setup: RenderSetup };
const render = createPageRenderer(setup);
const write = createWriter(setup.outDir);

export default function renderTask(task: RenderTask): PageResult[] {
  return task.routes.map((route) => {
    const { result, bytes } = render(route);
    write(route.path, bytes);
    return result;
  });
}
