// The file every worker thread of a pool starts from (src/steps/render-pool.ts): worker threads do not inherit this
// process's TypeScript loader (tsx), so a TypeScript module (the pool's workerData.module, a URL) is loaded after
// registering it here, and a compiled one without it; that module's default export is the function the pool runs.
import { Tinypool } from 'tinypool';

const { module } = Tinypool.workerData;
if (/\.[cm]?tsx?$/.test(new URL(module).pathname)) (await import('tsx/esm/api')).register();
export default (await import(module)).default;
