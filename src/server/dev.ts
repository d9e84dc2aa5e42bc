// `npm run dev`: serves the site on this machine only (127.0.0.1, unless HOST names another address), rendering each
// page when it is requested, and reloads open pages when a file under content/, src/, static/ or routes.ts is saved.
// A save rebuilds only what it touches (dev-watch.ts decides, dev-site.ts rebuilds, dev-handler.ts answers). A build
// error is printed and shown over the open page; the server keeps running and the next good save clears it. Nothing
// of this reaches dist/.
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatMs } from '../steps/report/log';
import type { EditorBackend } from '../steps/editor-config';
import { createHandler, createReloadChannel } from './dev-handler';
import { editorHandler } from './dev-editor';
import { createDevSite, EVERYTHING } from './dev-site';
import { SITE_SOURCES, watchSources } from '../lib/watch';
import { rebuildFor } from './dev-watch';
import { previewHost } from './preview';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

export interface DevOptions {
  port?: number;
  /** 127.0.0.1 by default, so the drafts are not served to the network; `0.0.0.0` for every interface. */
  host?: string;
  /** The project to serve (default: the current folder). */
  root?: string;
  /** Where the bundles and images are written (never dist/): inside the project, so the bundle finds its packages. */
  workDir?: string;
  /** No rebuild lines (tests). */
  quiet?: boolean;
  /** Serve the editor at /admin/, saving through this backend (`npm run admin`: decap-server on this machine). */
  editor?: EditorBackend;
}

export interface DevServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startDev(options: DevOptions = {}): Promise<DevServer> {
  const { port = 5173, host = '127.0.0.1', quiet = false, root = process.cwd() } = options;
  const work = resolve(root, options.workDir ?? 'node_modules/.cache/locksmith-dev');
  const log = quiet ? () => {} : console.log;
  const channel = createReloadChannel();
  await mkdir(work, { recursive: true });
  const state = await createDevSite(root, work, (reason, ms, error) => {
    if (error === undefined) {
      channel.broadcast('reload', '');
      log(`  ↻ ${reason}: rebuilt in ${formatMs(ms)}, reloading open pages`);
    } else {
      channel.broadcast('build-error', error);
      console.error(`  ✗ ${reason}: build failed (the server keeps running; fix the file and save)\n${indent(error)}`);
    }
  });
  await state.rebuild('start', EVERYTHING);
  if (!quiet) state.site?.warnings.forEach((w) => console.warn(`  ⚠ ${w}`));
  const stopWatching = await watchSources(root, SITE_SOURCES, (files) => {
    void state.rebuild(files.length === 1 ? (files[0] ?? '') : `${files.length} files`, rebuildFor(files));
  });
  const handler = createHandler(state, channel, [work, join(root, 'static')]);
  const editor =
    options.editor &&
    editorHandler(
      root,
      work,
      { content: () => state.site?.content, error: () => state.error, css: () => state.css },
      options.editor,
    );
  const server = createServer((req, res) => {
    // As the preview: a page on another name that reaches this machine (DNS rebinding) could read drafts.
    if (!previewHost(req.headers.host, host)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('This server answers as localhost.');
      return;
    }
    if (!editor?.(req, res)) handler(req, res);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // A browser cannot open 0.0.0.0 or ::, and localhost reaches this machine whichever it is.
  const shown = LOOPBACK.has(host) || EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${actualPort}`,
    server,
    async close() {
      await stopWatching();
      channel.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await state.dispose();
    },
  };
}

const indent = (text: string) => text.replace(/^/gm, '    ');

/** The addresses other devices can use, when the server listens on every interface. */
function networkUrls(host: string, port: string): string[] {
  if (!EVERY_INTERFACE.has(host)) return [];
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => `http://${a.address}:${port}/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const host = process.env.HOST ?? '127.0.0.1';
  const dev = await startDev({ port: Number(process.env.PORT ?? 5173), host });
  console.log(`\n  Dev server at ${dev.url}/ (ready in ${formatMs(performance.now() - started)})`);
  for (const url of networkUrls(host, new URL(dev.url).port)) console.log(`  On the network: ${url}`);
  if (LOOPBACK.has(host)) console.log('  Only this machine can open it (HOST=0.0.0.0 serves it to the network).');
  console.log(`  Watching ${SITE_SOURCES.join(', ')}; pages reload on save. Ctrl+C to stop.\n`);
}
