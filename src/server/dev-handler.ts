// The dev server's answer to a request: the reload event stream and its script, the feed, generated and static
// files, and each page rendered on request (the 404 page for a path without a route, as hosts do), or the build
// error over the page while the last save does not build.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { FEED_CONTENT_TYPE } from '../steps/hosting';
import { FEED_URL } from '../lib/head';
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_TYPE,
  speculationRulesFile,
  speculationRulesHeader,
} from '../lib/speculation';
import { DEV_CLIENT, devErrorPage, injectDevClient } from './dev-client';
import { oneLeadingSlash, requestPath, requestUrl } from './host-rules';
import type { DevSiteState } from './dev-site';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const HTML = 'text/html; charset=utf-8';
/** The rules the build writes, served here at the same URL, so pages load ahead in development as they will live. */
const speculation = speculationRulesFile();

/** The open pages' event streams: a rebuild tells each to reload, or shows its error. */
export function createReloadChannel() {
  const listeners = new Set<ServerResponse>();
  return {
    listeners,
    broadcast(event: 'reload' | 'build-error', data: string): void {
      const payload = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const res of listeners) res.write(payload);
    },
    /** Ends every stream: open pages hold them, and the server closes only once they are gone. */
    close: () => listeners.forEach((res) => res.end()),
  };
}

export type ReloadChannel = ReturnType<typeof createReloadChannel>;

/**
 * The Location of the redirect to a path's slash form: the path as sent, still percent-encoded, and its query.
 * Decoded, `/%2Fevil.example/about` would read `//evil.example/about/`, which a browser follows to another host.
 */
function slashForm(url: string | undefined): string {
  const { pathname, search } = requestUrl(url);
  return `${oneLeadingSlash(pathname)}/${search}`;
}

/** `folders`: where files are looked for, in order (generated files first, then static/). */
export function createHandler(state: DevSiteState, channel: ReloadChannel, folders: readonly string[]) {
  const dirs = folders.map((dir) => resolve(dir));
  async function readFileFrom(path: string): Promise<Buffer | undefined> {
    for (const dir of dirs) {
      const file = join(dir, path);
      // With the separator: `/..%2Fstatic-secret/a.txt` is in a folder whose name only starts like static/'s.
      if (file !== dir && !file.startsWith(dir + sep)) return undefined;
      const data = await readFile(file).catch(() => undefined);
      if (data) return data;
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A path no file can answer (undecodable, a NUL byte, too long, a host file) gets the 404 page, as on the hosts.
    const asked = requestPath(req.url);
    const path = asked ?? '/404.html';
    if (path === DEV_CLIENT.eventsPath) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      res.write(state.error ? `event: build-error\ndata: ${JSON.stringify(state.error)}\n\n` : ': connected\n\n');
      channel.listeners.add(res);
      req.on('close', () => channel.listeners.delete(res));
      return;
    }
    if (path === DEV_CLIENT.scriptPath) {
      res.writeHead(200, { 'Content-Type': MIME['.js'] ?? '' }).end(DEV_CLIENT.script);
      return;
    }
    if (path === speculation.url) {
      res.writeHead(200, { 'Content-Type': SPECULATION_RULES_TYPE, 'Cache-Control': 'no-store' }).end(speculation.text);
      return;
    }
    if (path === FEED_URL && state.site) {
      // The build writes the feed; here it is rendered on request, with the type the hosts send.
      res.writeHead(200, { 'Content-Type': FEED_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(state.site.feed());
      return;
    }
    if (extname(path) && !path.endsWith('.html')) {
      const data = await readFileFrom(path);
      const type = MIME[extname(path)] ?? 'application/octet-stream';
      if (data) res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(data);
      else res.writeHead(404).end('Not found');
      return;
    }
    if (!path.endsWith('/') && !path.endsWith('.html')) {
      res.writeHead(301, { Location: slashForm(req.url) }).end();
      return;
    }
    const { site } = state;
    if (state.error || !site) {
      res.writeHead(500, { 'Content-Type': HTML }).end(devErrorPage(state.error ?? 'Starting…'));
      return;
    }
    const route = site.routeFor(path) ?? site.routeFor('/404.html');
    if (!route) throw new Error('no 404 route');
    try {
      const html = site.render(route);
      res.writeHead(route.path === path && asked !== undefined ? 200 : 404, {
        'Content-Type': HTML,
        'Cache-Control': 'no-store',
        [SPECULATION_RULES_HEADER]: speculationRulesHeader(speculation.url),
      });
      res.end(injectDevClient(html));
    } catch (error) {
      const message = `Rendering ${route.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      console.error(`  ✗ ${message}`);
      res.writeHead(500, { 'Content-Type': HTML }).end(devErrorPage(message));
    }
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  };
}
