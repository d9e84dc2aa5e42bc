// The server Lighthouse audits the site through (scripts/lighthouse.ts, docs/testing.md#lighthouse): the preview
// server with one difference. Chromium asks for a page's icons and manifest as it presents the first frame. Over a
// real connection they arrive after that paint; from a server on the same machine they can arrive within a few
// milliseconds, before the paint is reported, and Lighthouse's model then counts them before LCP and adds a round trip
// or two (0.75 or 0.90 s for a page at 0.65 s): by chance, run to run, for a page and its copy without scripts alike.
// So their bodies are held back until well after the first paint. Their headers go at once, since the model estimates
// the server's response time from every request's time to first byte, and delaying those would slow every request.
import { createServer, request } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Preview, startPreview } from '../../src/server/preview';
import { attr, tags } from '../../src/steps/report/measure';

/** Long after the first paint of any page here (50–200 ms after the request), short beside an audit (10–20 s). */
const LATE_MS = 500;
/** Where the preview server listens (its URL says localhost). */
const HOST = '127.0.0.1';
/** The links whose files the browser fetches for itself, not for the page's content. */
const BROWSER_OWN = new Set(['icon', 'apple-touch-icon', 'manifest']);

/** The icons and manifest every page links to (src/lib/head.tsx), as dist/404.html names them. */
async function browserOwnFiles(dir: string): Promise<Set<string>> {
  const html = await readFile(join(dir, '404.html'), 'utf8');
  const links = tags(html, 'link').filter((t) => BROWSER_OWN.has(attr(t, 'rel') ?? ''));
  return new Set(links.flatMap((t) => attr(t, 'href') ?? []));
}

export async function startAuditServer(dir: string): Promise<Preview> {
  const preview = await startPreview({ dir, port: 0 });
  const late = await browserOwnFiles(dir);
  const upstream = new URL(preview.url);
  const server = createServer((req, res) => {
    const held = late.has(new URL(req.url ?? '/', upstream).pathname);
    const { port } = upstream;
    const forward = request({ host: HOST, port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!held) return void answer.pipe(res);
      res.flushHeaders();
      const body: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => body.push(chunk));
      answer.on('end', () => setTimeout(() => res.end(Buffer.concat(body)), LATE_MS));
    });
    // Chromium abandons what it still waits for when an audit ends.
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, HOST, listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      await preview.close();
    },
  };
}
