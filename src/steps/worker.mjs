// The file every worker thread of a pool starts from (src/steps/render-pool.ts): worker threads do not inherit this
// process's TypeScript loader (tsx), so it is registered here before the pool's own module (its workerData.module,
// a file URL) is loaded; that module's default export is the function the pool runs.
import { register } from 'tsx/esm/api';
import { Tinypool } from 'tinypool';

register();
const { module } = Tinypool.workerData;
export default (await import(module)).default;
