// The preview server behind `npm start` and the browser tests: serve-handler (the library inside `serve`) over
// dist/, with the headers of dist/_headers and the redirects of dist/_redirects applied as Cloudflare Pages applies
// them: header rules matched against the path as sent, before any decoding, on every answer (redirects, 404s and 405s
// included), so local preview sends what Netlify and Cloudflare will. Missing paths get dist/404.html with status 404,
// as on those hosts; text is gzip-compressed as hosts do. When the site has the quote form, its posts and its
// "received" answer go to its functions themselves on Cloudflare's runtime with a local D1 (src/server/wrangler-dev.ts),
// so the form behaves locally as it will on the host.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { lstat as lstatCallback } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { lstat, readFile, realpath, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import onHeaders from 'on-headers';
import handler from 'serve-handler';
import { headersFor, type HeaderRule } from '../steps/hosting';
import { FUNCTION_PATHS, SETTINGS_PATH } from '../lib/quote-requests/form';
import { devVarsLine, startCloudflare } from './wrangler-dev';
import {
  parseHeadersFile,
  parseRedirectsFile,
  redirectFor,
  redirectLocation,
  oneLeadingSlash,
  requestPath,
  requestUrl,
} from './host-rules';

export interface Preview {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** What a static host answers; anything else gets 405, as on Cloudflare Pages. */
const METHODS = ['GET', 'HEAD'];

/**
 * Sets the headers the rules give the request's path on whatever answer goes out, just before it does, over those
 * serve-handler chose (a rule's Content-Type wins, as on the hosts). Cloudflare Pages never lets a 404 be cached,
 * whatever the rules say of its path.
 */
function applyRules(rules: readonly HeaderRule[], req: IncomingMessage, res: ServerResponse): void {
  const headers = headersFor(rules, requestUrl(req.url).pathname);
  onHeaders(res, function () {
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    if (this.statusCode === 404) this.setHeader('Cache-Control', 'no-store');
  });
}

/**
 * Whether a request names this preview as its host: localhost, an IP address, or the name it was started on. A page
 * on any other name that reaches this machine (a DNS rebinding: an attacker's name made to point at 127.0.0.1) is not
 * the site, and as the handler checks a post's Origin against its own address, its posts would pass.
 */
export function previewHost(hostHeader: string | undefined, host: string): boolean {
  const name = (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || isIP(name) !== 0 || name === host.toLowerCase();
}

/**
 * Passes a request to the runtime at `target` as it came, its Host included (the handler checks the Origin against
 * it), and its answer back as it is; a request for another host's name is answered 421.
 */
function forward(req: IncomingMessage, res: ServerResponse, target: string, host: string): void {
  if (!previewHost(req.headers.host, host)) {
    res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('This preview answers as localhost.');
    return;
  }
  const upstream = httpRequest(
    new URL(req.url ?? '/', target),
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end('The request handler is not running.'));
  req.pipe(upstream);
}

export async function startPreview({
  dir = 'dist',
  port = 4173,
  host = '127.0.0.1',
  requests,
}: {
  dir?: string;
  port?: number;
  host?: string;
  /** Where the quote request handler runs (src/server/wrangler-dev.ts), when the site has the form. */
  requests?: string;
} = {}): Promise<Preview> {
  const root = resolve(dir);
  const headersText = await readFile(join(root, '_headers'), 'utf8').catch(() => {
    throw new Error(`No ${join(dir, '_headers')}: build the site first (npm run build).`);
  });
  const headerRules = parseHeadersFile(headersText);
  // A site without redirects has no _redirects file, as on the hosts.
  const redirects = parseRedirectsFile(await readFile(join(root, '_redirects'), 'utf8').catch(() => ''));
  const realRoot = await realpath(root);
  const config = { public: root, cleanUrls: true, directoryListing: false, etag: true };
  /** Nothing outside dist/: what a symlink inside it leads to elsewhere reads as missing, as no host would follow it. */
  async function lstatInside(path: string) {
    const real = await realpath(path);
    if (real !== realRoot && !real.startsWith(realRoot + sep))
      throw Object.assign(new Error(`${path} leaves ${root}`), { code: 'ENOENT' });
    return lstat(path);
  }
  const isFile = (path: string) =>
    lstatInside(path).then(
      (s) => s.isFile(),
      () => false,
    );
  // serve-handler awaits the lstat it is given (its own is the promisified fs.lstat); its types name the callback form.
  const methods = { lstat: lstatInside as unknown as typeof lstatCallback };

  /**
   * Redirects answered before any file is looked up, as Cloudflare Pages does: a rule of _redirects for exactly this
   * path, or `/about` and `/about/index.html` → `/about/` when that folder has a page (and only then: `/nothing` is
   * a plain 404).
   */
  async function redirect(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname, search } = requestUrl(req.url);
    const rule = redirectFor(redirects, pathname);
    const location = rule ? redirectLocation(rule, search) : await pageLocation(pathname, search);
    if (!location) return false;
    res.writeHead(rule?.status ?? 301, { Location: location }).end();
    return true;
  }

  /**
   * The clean URL of a page asked for without its slash or by its file name (which serve-handler takes two steps
   * for), written from the path as sent with one leading slash.
   */
  async function pageLocation(pathname: string, search: string): Promise<string | undefined> {
    const decoded = requestPath(pathname) ?? '';
    const folder = decoded.endsWith('/index.html')
      ? pathname.slice(0, pathname.lastIndexOf('/') + 1)
      : !decoded.endsWith('/') && !extname(decoded)
        ? `${pathname}/`
        : undefined;
    if (!folder) return undefined;
    const file = join(root, requestPath(folder) ?? '', 'index.html');
    return file.startsWith(root + sep) && (await isFile(file)) ? `${oneLeadingSlash(folder)}${search}` : undefined;
  }

  // Hosts compress text responses; so does the preview, so byte counts and Lighthouse see what visitors get.
  const compress = compression();
  /** The site's 404 page, for a request no file can answer. */
  async function notFound(res: ServerResponse): Promise<void> {
    const page = await readFile(join(root, '404.html'));
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  }

  const server = createServer((req, res) => {
    // compression is typed for Express; it only uses the Node request and response underneath.
    type Args = Parameters<typeof compress>;
    if (requests && FUNCTION_PATHS.includes(requestUrl(req.url).pathname)) {
      forward(req, res, requests, host);
      return;
    }
    applyRules(headerRules, req, res);
    if (!METHODS.includes(req.method ?? '')) {
      res.writeHead(405, { Allow: METHODS.join(', ') }).end();
      return;
    }
    if (requestPath(req.url) === undefined) {
      notFound(res).catch(() => res.writeHead(404).end());
      return;
    }
    redirect(req, res).then(
      (done) => done || compress(req as Args[0], res as Args[1], () => void handler(req, res, config, methods)),
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

/** wrangler's secrets for this machine, git-ignored (docs/deploy.md#quote-requests). */
const DEV_VARS = '.dev.vars';

/**
 * Gives .dev.vars a CLIENT_KEY of this machine's own the first time: the handler refuses to count clients without
 * one, as it does on the host, rather than key their hashes with a value anyone can read.
 */
async function ensureClientKey(): Promise<void> {
  const text = await readFile(DEV_VARS, 'utf8').catch(() => '');
  if (/^CLIENT_KEY=/m.test(text)) return;
  const line = devVarsLine('CLIENT_KEY', randomBytes(32).toString('hex'));
  await writeFile(DEV_VARS, `${text}${text && !text.endsWith('\n') ? '\n' : ''}${line}`, { mode: 0o600 });
  console.log(`Wrote a CLIENT_KEY for this machine into ${DEV_VARS} (git-ignored).`);
}

/** Cloudflare's runtime for the quote form's handler, when the built site has the form; its URL. */
async function requestHandler(dir: string): Promise<string | undefined> {
  if (!(await lstat(join(dir, SETTINGS_PATH)).catch(() => undefined))) return undefined;
  console.log('Starting the quote request handler on Cloudflare’s runtime, with a local D1 (.wrangler/)…');
  await ensureClientKey();
  // Secrets come from .dev.vars, which wrangler reads: without EMAIL_API_KEY there, nothing is emailed and each request
  // is stored and listed by `npm run requests`, as while the mail service is down.
  const runtime = await startCloudflare(dir, { inRepository: true });
  process.once('SIGINT', () => void runtime.close().then(() => process.exit(130)));
  return runtime.url;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  requestHandler('dist')
    .then((requests) => startPreview({ port, requests }))
    .then(
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
