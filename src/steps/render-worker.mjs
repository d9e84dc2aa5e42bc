// The file a worker of the render pool starts from: worker threads do not inherit this process's TypeScript loader
// (tsx), so it is registered here before the worker itself (render-worker.ts) is loaded.
import { register } from 'tsx/esm/api';

register();
export default (await import('./render-worker.ts')).default;
