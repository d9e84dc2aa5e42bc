// A host in front of the site's host that changes how island chunks (/assets/chunks/) arrive, the same way for every
// engine: held back until the test releases them, as on a link slower than anything the test does meanwhile; missing
// (404, as after a deploy that dropped the file); or broken (a chunk that throws as it runs). A page can be answered
// late, once, as the next page is on a slow link. Everything else passes through untouched, with the real headers and
// CSP. Holding until released, rather than for a set time, keeps a check that acts "before React arrives" true however
// slow the machine is, and costs no time when it is fast.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CHUNKS = '/assets/chunks/';

export interface ChunkRules {
  /** Every chunk is held until release() is called (those asked for later pass at once, until hold() again). */
  held?: boolean;
  /** Chunks whose path matches are answered with 404. */
  missing?: RegExp;
  /** Chunks whose path matches are answered with a script that throws. */
  broken?: RegExp;
}

export interface ChunkHost {
  url: string;
  /** Every chunk path asked for, in order. */
  requested: string[];
  /** Sends every held chunk on (to a browser still waiting for it) and resolves once each has been answered or dropped. */
  release(): Promise<void>;
  /** Holds chunks again from now on, until the next release(). */
  hold(): void;
  /** Answers the next request for the page at `path` `ms` after it arrives, as on a slow link. */
  slowNext(path: string, ms: number): void;
  close(): Promise<void>;
}

export async function startChunkHost(target: string, rules: ChunkRules): Promise<ChunkHost> {
  const upstream = new URL(target);
  const requested: string[] = [];
  let holding = rules.held ?? false;
  /** The held chunks: each sends its chunk on and resolves once its answer has ended, or the browser went away. */
  const waiting = new Set<() => Promise<void>>();
  /** Pages to answer late, by path: how late. */
  const slow = new Map<string, number>();

  function forward(req: IncomingMessage, res: ServerResponse): void {
    const out = request(
      {
        host: upstream.hostname === 'localhost' ? '127.0.0.1' : upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const { 'cache-control': cache, ...headers } = answer.headers;
        if (cache && !res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', cache);
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    // A browser that leaves the page cancels what it was still waiting for.
    out.on('error', () => res.destroy());
    res.on('close', () => out.destroy());
    req.pipe(out);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(CHUNKS)) {
      const late = slow.get(path);
      if (late === undefined) return forward(req, res);
      slow.delete(path);
      const timer = setTimeout(() => res.destroyed || forward(req, res), late);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    requested.push(path);
    if (rules.missing?.test(path)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (rules.broken?.test(path)) {
      res
        .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
        .end(`throw new Error('a broken chunk: ${path}');\n`);
      return;
    }
    // Never from a cache: WebKit keeps a chunk whose page was left, and the next run would not wait for it.
    res.setHeader('Cache-Control', 'no-store');
    if (!holding) return forward(req, res);
    const ended = new Promise<void>((done) => res.on('close', done));
    const send = () => {
      waiting.delete(send);
      if (!res.destroyed) forward(req, res);
      return ended;
    };
    waiting.add(send);
    res.on('close', () => waiting.delete(send));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    requested,
    release: async () => {
      holding = false;
      await Promise.all([...waiting].map((send) => send()));
    },
    hold: () => void (holding = true),
    slowNext: (path, ms) => void slow.set(path, ms),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
