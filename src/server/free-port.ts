// A port nothing listens on at the moment asked, for a server started by another program (wrangler, a WebDriver, the
// editor's backend) that must be told its port rather than choose one. Another process can still take it before that
// server binds it: src/server/wrangler-dev.ts starts again on another port when that happens.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}
