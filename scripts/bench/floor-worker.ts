// A worker of the benchmark's many-core floor (scale-run.ts): renders and writes its routes one after the other,
// with nothing else (no measuring, no link collection), as the one-thread floor does.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Tinypool } from 'tinypool';
import type { Route } from '../../routes';
import { outputFile } from '../../src/lib/paths';
import { renderRoute } from '../../src/render';
import { clientBundle } from '../../src/steps/bundle';
import { renderContext, type RenderSetup } from '../../src/steps/render-pages';

const { setup } = Tinypool.workerData as { setup: RenderSetup };
const ctx = renderContext(setup.content, setup.stylesheet, clientBundle(setup.bundle));

export default function floor(task: { routes: Route[] }): number {
  for (const route of task.routes) {
    const file = join(setup.outDir, outputFile(route.path));
    const { html } = renderRoute(route, ctx);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return task.routes.length;
}
