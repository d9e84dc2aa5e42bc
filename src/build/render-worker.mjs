// Starts a render worker: on Node 20 a worker does not inherit tsx's loader, so it loads the TypeScript through
// tsx's API (render-pool.ts starts this file; render-worker.ts does the work).
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-worker.ts', import.meta.url);
