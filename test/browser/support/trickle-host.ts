// A host in front of the site's host that sends every HTML page in small pieces with a pause between them, as a weak
// phone signal delivers it, so the browser paints what it has parsed so far. Everything else passes through at once,
// and BLANK answers with an empty page.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Trickle {
  /** Bytes a piece. */
  bytes: number;
  /** Milliseconds between pieces. */
  gapMs: number;
}

/**
 * About a 2G signal: the pieces and pauses at which the pages of the site before still layouts moved as they arrived
 * (the home page's layout shift was 0.23 at phone size), so the check is known to see what it is for.
 */
export const WEAK_SIGNAL: Trickle = { bytes: 512, gapMs: 40 };

/** An empty page of the host's own, with no CSP, on the site's origin: somewhere to write a page piece by piece. */
export const BLANK = '/__blank__/';

export interface TrickleHost {
  url: string;
  close(): Promise<void>;
}

export async function startTrickleHost(target: string, trickle: Trickle = WEAK_SIGNAL): Promise<TrickleHost> {
  const upstream = new URL(target);

  function forward(req: IncomingMessage, res: ServerResponse): void {
    // Ask for the body uncompressed, so the pieces are pieces of the HTML the browser parses.
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const out = request(
      {
        host: upstream.hostname === 'localhost' ? '127.0.0.1' : upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...headers, host: upstream.host },
      },
      (answer) => {
        const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const rest = { ...answer.headers };
          delete rest['content-length'];
          res.writeHead(answer.statusCode ?? 502, rest);
          void send(res, body, trickle);
        });
      },
    );
    out.on('error', () => res.destroy());
    res.on('close', () => out.destroy());
    req.pipe(out);
  }

  const server = createServer((req, res) => {
    if (req.url !== BLANK) return forward(req, res);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html><title>blank</title>');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

async function send(res: ServerResponse, body: Buffer, { bytes, gapMs }: Trickle): Promise<void> {
  for (let at = 0; at < body.length && !res.destroyed; at += bytes) {
    if (at > 0) await new Promise((done) => setTimeout(done, gapMs));
    res.write(body.subarray(at, at + bytes));
  }
  res.end();
}
