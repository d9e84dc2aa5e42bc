// `npm run dev`: serves the site on this machine only (127.0.0.1, unless HOST names another address), rendering each
// page when it is requested, and reloads open pages when a file under content/, src/, static/ or routes.ts is saved.
// A save rebuilds only what it touches: content and components are re-bundled for the server (esbuild,
// incremental) and imported afresh; the client bundle and CSS are rebuilt only when src/ changes. A build error is
// printed and shown over the open page; the server keeps running and the next good save clears it. Nothing of this
// reaches dist/.
import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleClient, type BundleData } from '../build/bundle';
import { buildCss } from '../build/css';
import { FEED_CONTENT_TYPE } from '../build/hosting';
import { writeIcons } from '../build/icons';
import { writeImages } from '../build/images';
import { formatMs } from '../build/report/log';
import { writeSocialImages } from '../build/social-images';
import { openCache } from '../lib/cache';
import { FEED_URL } from '../lib/head';
import type * as SiteModule from './site';
import type { DevSite } from './site';
import { DEV_CLIENT, devErrorPage, injectDevClient } from './dev-client';

const WATCHED = ['content', 'src', 'static', 'routes.ts'];

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

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

export interface DevOptions {
  port?: number;
  /** 127.0.0.1 by default, so the drafts are not served to the network; `0.0.0.0` for every interface. */
  host?: string;
  /** Where the bundles and images are written (never dist/): inside the project, so the bundle finds its packages. */
  workDir?: string;
  /** No rebuild lines (tests). */
  quiet?: boolean;
}

export interface DevServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

interface State {
  /** The server half of the site as last bundled and imported. */
  module?: typeof SiteModule;
  site?: DevSite;
  css: string;
  bundle?: BundleData;
  error?: string;
  version: number;
}

export async function startDev(options: DevOptions = {}): Promise<DevServer> {
  const { port = 5173, host = '127.0.0.1', quiet = false } = options;
  const root = process.cwd();
  const work = resolve(root, options.workDir ?? 'node_modules/.cache/locksmith-dev');
  const cache = resolve(root, 'node_modules/.cache/locksmith-images');
  const log = quiet ? () => {} : console.log;
  const state: State = { css: '', version: 0 };
  const listeners = new Set<ServerResponse>();
  /** Bumped when content/schema.ts or what it imports changes, so the next bundle imports a fresh copy. */
  let schemaVersion = 0;

  // The server half of the site, bundled without its packages so that importing it again re-runs only our code.
  const serverBuild = await esbuild.context({
    absWorkingDir: root,
    entryPoints: ['src/server/site.ts'],
    outfile: join(work, 'site.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    plugins: [
      {
        // The schemas stay one module across re-imports, loaded by Node: building them and zod's first parse with
        // each (it compiles a parser per schema) cost more than the rest of a reload. An edit to them imports a
        // fresh copy (see onChange).
        name: 'schemas-once',
        setup(b) {
          b.onResolve({ filter: /\/schema$/ }, (args) =>
            join(args.resolveDir, args.path) === join(root, 'content/schema')
              ? { path: `${pathToFileURL(join(root, 'content/schema.ts')).href}?v=${schemaVersion}`, external: true }
              : undefined,
          );
        },
      },
      {
        name: 'markdown-cache',
        setup(b) {
          b.onResolve({ filter: /^\.\/markdown$/ }, (args) =>
            args.importer.endsWith(join('src', 'content', 'articles.ts'))
              ? { path: join(root, 'src/server/markdown-memo.ts'), external: true }
              : undefined,
          );
        },
      },
    ],
    // content/blog/ is found relative to src/content/articles.ts; the bundle lives elsewhere, so it is told where
    // that was.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'src/content/articles.ts')).href) },
    logLevel: 'silent',
  });

  async function rebuildClient(): Promise<void> {
    await rm(join(work, 'assets'), { recursive: true, force: true });
    const [css, bundle] = await Promise.all([buildCss(root), bundleClient(root, work)]);
    state.css = css;
    state.bundle = bundle.data;
  }

  /** What the images, social cards and icons are drawn from; they are written again only when this changes. */
  let assetsDrawn = '';
  const buildCache = openCache(root);

  async function syncAssets(): Promise<void> {
    const { site } = state;
    if (!site) return;
    const { content, routes } = site;
    const favicon = join(root, 'static/favicon.svg');
    const images = content.articles.map((a) => a.imageSource);
    const cards = routes.map((r) => r.head.image);
    const key = createHash('sha256')
      .update(JSON.stringify([images, cards.map((c) => c.path), content.site, content.pages.home.seo.description]))
      .update(await readFile(favicon))
      .digest('hex');
    if (key === assetsDrawn) return;
    await writeImages(images, work, cache);
    await writeSocialImages(cards, content.site, content.social, work, cache);
    await writeIcons(favicon, work, content.site, content.pages.home.seo.description, buildCache);
    assetsDrawn = key;
  }

  /** Loads the site again; `rebundle` when code or a content module changed, not for an article's Markdown alone. */
  async function reloadSite(rebundle: boolean): Promise<void> {
    let t = performance.now();
    const lap = (name: string) => {
      if (process.env.DEV_TIMINGS) console.log(`    ${name} ${formatMs(performance.now() - t)}`);
      t = performance.now();
    };
    if (rebundle || !state.module) {
      // Forgotten first: after a failed bundle the next save, whatever it is, must bundle again.
      state.module = undefined;
      await serverBuild.rebuild();
      lap('server bundle');
      state.module = (await import(
        `${pathToFileURL(join(work, 'site.mjs')).href}?v=${++state.version}`
      )) as typeof SiteModule;
      lap('import');
    }
    if (!state.bundle) throw new Error('the client bundle has not been built');
    state.site = state.module.loadSite(state.css, state.bundle, root);
    lap('content and routes');
  }

  /** Runs one rebuild; on failure keeps the last good site, remembers the error and tells the open pages. */
  async function update(reason: string, steps: (() => Promise<void>)[]): Promise<void> {
    const start = performance.now();
    try {
      for (const step of steps) await step();
      state.error = undefined;
      broadcast('reload', '');
      log(`  ↻ ${reason}: rebuilt in ${formatMs(performance.now() - start)}, reloading open pages`);
    } catch (error) {
      state.error = error instanceof Error ? error.message : String(error);
      broadcast('build-error', state.error);
      console.error(
        `  ✗ ${reason}: build failed (the server keeps running; fix the file and save)\n${indent(state.error)}`,
      );
    }
  }

  function broadcast(event: string, data: string): void {
    const payload = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of listeners) res.write(payload);
  }

  /** Files under these folders, in this order: generated (assets, images, icons), then static/. */
  async function readFileFrom(path: string): Promise<Buffer | undefined> {
    for (const dir of [work, join(root, 'static')]) {
      const file = join(dir, path);
      if (!file.startsWith(dir)) return undefined;
      const data = await readFile(file).catch(() => undefined);
      if (data) return data;
    }
    return undefined;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      if (path === DEV_CLIENT.eventsPath) {
        res.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache',
          Connection: 'keep-alive',
        });
        res.write(state.error ? `event: build-error\ndata: ${JSON.stringify(state.error)}\n\n` : ': connected\n\n');
        listeners.add(res);
        req.on('close', () => listeners.delete(res));
        return;
      }
      if (path === DEV_CLIENT.scriptPath) {
        res.writeHead(200, { 'Content-Type': MIME['.js'] ?? '' }).end(DEV_CLIENT.script);
        return;
      }
      if (path === FEED_URL && state.site) {
        // The build writes the feed; here it is rendered on request, with the type the hosts send.
        res.writeHead(200, { 'Content-Type': FEED_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(state.site.feed());
        return;
      }
      if (extname(path) && !path.endsWith('.html')) {
        const data = await readFileFrom(path);
        if (data)
          res
            .writeHead(200, {
              'Content-Type': MIME[extname(path)] ?? 'application/octet-stream',
              'Cache-Control': 'no-store',
            })
            .end(data);
        else res.writeHead(404).end('Not found');
        return;
      }
      if (!path.endsWith('/') && !path.endsWith('.html')) {
        res.writeHead(301, { Location: `${path}/` }).end();
        return;
      }
      const { site } = state;
      if (state.error || !site) {
        res
          .writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(devErrorPage(state.error ?? 'Starting…'));
        return;
      }
      const route = site.routeFor(path) ?? site.routeFor('/404.html');
      if (!route) throw new Error('no 404 route');
      try {
        const html = site.render(route);
        res.writeHead(route.path === path ? 200 : 404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(injectDevClient(html));
      } catch (error) {
        const message = `Rendering ${route.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        console.error(`  ✗ ${message}`);
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(devErrorPage(message));
      }
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  // Saves often arrive as several events (write, rename, chmod); one rebuild covers a burst. The wait is short: an
  // editor's save is one or two events within a few milliseconds, and every millisecond here is one the page waits.
  const SETTLE_MS = 15;
  let pending: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  function onChange(file: string): void {
    changed.add(file);
    clearTimeout(pending);
    pending = setTimeout(() => {
      const files = [...changed];
      changed.clear();
      const src = files.some((f) => f.startsWith('src/'));
      const content = files.some((f) => f.startsWith('content/'));
      // Articles and their images are read when content loads, so they need no new bundle. Anything else may be a
      // module, or the temporary file an editor saves a module through, and is bundled again.
      const article = (f: string) => /^content\/blog\/([^/]+\.md|images\/.+)$/.test(f);
      const code = src || files.some((f) => f === 'routes.ts' || (f.startsWith('content/') && !article(f)));
      // A fresh copy of the schemas unless every change is an article or a table module other than their own files.
      const table = (f: string) => /^content\/.+\.ts$/.test(f) && !/^content\/(schema|area-helpers)\.ts$/.test(f);
      if (files.some((f) => f.startsWith('content/') && !article(f) && !table(f))) schemaVersion++;
      const steps = [
        ...(src ? [rebuildClient] : []),
        ...(code || content ? [() => reloadSite(code)] : []),
        ...(code || content || files.includes('static/favicon.svg') ? [syncAssets] : []),
      ];
      void update(files.length === 1 ? (files[0] ?? '') : `${files.length} files`, steps);
    }, SETTLE_MS);
  }

  await mkdir(work, { recursive: true });
  await update('start', [rebuildClient, () => reloadSite(true), syncAssets]);
  if (!quiet) state.site?.warnings.forEach((w) => console.warn(`  ⚠ ${w}`));
  const watchers: FSWatcher[] = WATCHED.map((target) =>
    watch(join(root, target), { recursive: true }, (_event, name) => {
      const file = relative(root, join(root, target, name ?? ''))
        .split('\\')
        .join('/');
      if (!/node_modules|\.cache|~$|\.swp$/.test(file)) onChange(target === 'routes.ts' ? 'routes.ts' : file);
    }),
  );
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
      clearTimeout(pending);
      watchers.forEach((w) => w.close());
      // Open pages hold their event streams; the server closes only once they are gone.
      listeners.forEach((res) => res.end());
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await serverBuild.dispose();
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
  console.log(`  Watching ${WATCHED.join(', ')}; pages reload on save. Ctrl+C to stop.\n`);
}
