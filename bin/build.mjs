// `npm run build`: runs build.ts compiled by esbuild (bin/compile.mjs says how and why), or with --watch starts it
// in a process of its own. Plain JavaScript, so that Node runs it without a TypeScript loader.
import { fileURLToPath } from 'node:url';
import { compiledBuild } from './compile.mjs';

/**
 * `--watch`: the build runs in a process of its own (src/steps/report/watch.ts), started again whenever it reports
 * that code was saved, since a process cannot load new code over the code it runs. This one starts it, passes on a
 * stop, and ends as it ends.
 */
async function supervise() {
  const { fork } = await import('node:child_process');
  for (;;) {
    const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2), { execArgv: process.execArgv });
    const stop = (signal) => child.kill(signal);
    process.on('SIGINT', stop).on('SIGTERM', stop);
    let again = false;
    child.on('message', (message) => (again ||= message === 'restart'));
    const code = await new Promise((done) => child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0))));
    process.off('SIGINT', stop).off('SIGTERM', stop);
    if (!again) process.exit(code);
  }
}

// A process started by supervise() has a channel to it.
if (process.argv.includes('--watch') && !process.send) await supervise();

let build;
try {
  build = await compiledBuild({ fresh: process.argv.includes('--no-cache') });
} catch (error) {
  console.error(`\nBuild failed: its code does not compile; dist/ was left as it was.\n${error?.message ?? error}`);
  process.exit(1);
}
const { cli } = await import(build);
await cli();
