// A render worker: loads and validates the content itself (cheaper than sending it), rebuilds the same routes, and
// renders, writes and measures every route whose index falls to it. See render-pool.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { buildRoutes } from '../../routes';
import { clientBundle } from './bundle';
import { contentFiles, validateContent } from './content';
import { renderAndWrite, renderContext } from './render-pages';
import type { WorkerInput, WorkerMessage } from './render-pool';

const input = workerData as WorkerInput;
const send = (message: WorkerMessage) => parentPort?.postMessage(message);
try {
  const content = validateContent(input.raw ?? contentFiles, { SITE_URL: input.siteUrl }, { specTables: input.specTables });
  const routes = buildRoutes(content, { articleCards: input.articleCards }).filter((_, i) => i % input.count === input.index);
  const bundle = clientBundle(input.bundle);
  const ctx = renderContext(content, input.css, bundle, input.root);
  let reported = 0;
  const results = await renderAndWrite(routes, ctx, input.outDir, bundle, (done) => {
    if (done - reported < 25 && done < routes.length) return;
    send({ type: 'progress', done: done - reported });
    reported = done;
  });
  send({ type: 'done', results });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
