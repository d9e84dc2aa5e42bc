// The preview server behind `npm start` and the browser tests: serve-handler (the library inside `serve`) over
// dist/, with the headers of dist/_headers and the redirects of dist/_redirects applied as Cloudflare Pages applies
// them, so local preview sends what Netlify and Cloudflare will. Missing paths get dist/404.html with status 404, as
// on those hosts; text is gzip-compressed as hosts do.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  redirectFor,
  redirectLocation,
  requestPath,
  serveHandlerHeaders,
} from './host-rules';

export interface Preview {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

export async function startPreview({ dir = 'dist', port = 4173, host = '127.0.0.1' } = {}): Promise<Preview> {
  const root = resolve(dir);
  const headersText = await readFile(join(root, '_headers'), 'utf8').catch(() => {
    throw new Error(`No ${join(dir, '_headers')}: build the site first (npm run build).`);
  });
  const headerRules = parseHeadersFile(headersText);
  // A site without redirects has no _redirects file, as on the hosts.
  const redirects = parseRedirectsFile(await readFile(join(root, '_redirects'), 'utf8').catch(() => ''));
  const config = {
    public: root,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
    headers: [
      ...serveHandlerHeaders(headerRules),
      // Cloudflare Pages never lets a 404 be cached, whatever the rules say of its path.
      { source: '/404.html', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ],
  };

  /**
   * Redirects answered before any file is looked up, as Cloudflare Pages does: a rule of _redirects for exactly this
   * path, or `/about` and `/about/index.html` → `/about/` when that folder has a page (and only then: `/nothing` is
   * a plain 404). They carry the headers of the rules matching the path, as on the host.
   */
  async function redirect(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    const rule = redirectFor(redirects, pathname);
    const location = rule ? redirectLocation(rule, search) : await pageLocation(pathname, search);
    if (!location) return false;
    res.writeHead(rule?.status ?? 301, { ...headersFor(headerRules, pathname), Location: location }).end();
    return true;
  }

  /** The clean URL of a page asked for without its slash or by its file name (which serve-handler takes two steps for). */
  async function pageLocation(pathname: string, search: string): Promise<string | undefined> {
    const folder = pathname.endsWith('/index.html')
      ? pathname.slice(0, -'index.html'.length)
      : !pathname.endsWith('/') && !extname(pathname)
        ? `${pathname}/`
        : undefined;
    if (!folder) return undefined;
    const file = join(root, decodeURIComponent(folder), 'index.html');
    return file.startsWith(root + sep) && (await isFile(file)) ? `${folder}${search}` : undefined;
  }

  // Hosts compress text responses; so does the preview, so byte counts and Lighthouse see what visitors get.
  const compress = compression();
  /** The site's 404 page, with the headers of the rules matching the path, for a request no file can answer. */
  async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = await readFile(join(root, '404.html'));
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    res
      .writeHead(404, {
        ...headersFor(headerRules, pathname),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      .end(page);
  }

  const server = createServer((req, res) => {
    // compression is typed for Express; it only uses the Node request and response underneath.
    type Args = Parameters<typeof compress>;
    if (requestPath(req.url) === undefined) {
      notFound(req, res).catch(() => res.writeHead(404).end());
      return;
    }
    redirect(req, res).then(
      (done) => done || compress(req as Args[0], res as Args[1], () => void handler(req, res, config)),
      () => res.writeHead(400).end('Bad request'),
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    server,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  startPreview({ port }).then(
    (p) =>
      console.log(
        `Serving dist/ at ${p.url}/ with the headers and redirects of dist/_headers and dist/_redirects (Ctrl+C to stop)`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
