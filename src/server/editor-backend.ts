// The editor's local backend (`npm run admin`): decap-server's own file-system middleware, which reads and writes the
// files the editor names, run in this process behind a guard. Alone, decap-server answers any Host and any
// http://localhost:* page and reaches every file of the project, so a web page (through DNS rebinding) or another
// local web app could read .git/config or write .git/hooks/ and src/. Here a request must name this server as its
// host and come from the editor's own page, or it is refused before its body is read; it may name files under
// content/ only, with no symbolic link on the way to them or among the files of a folder it lists (a link merged in a
// pull request could otherwise lead a save into src/ or .git/); a picture it uploads must be one the site takes, in
// the media folder; and an entry the build would refuse is refused at the save, and a deletion that would leave links
// to nothing is refused, with the build's words (editor-save-check.ts).
import { lstatSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import { imageSize } from 'image-size';
import { MAX_IMAGE_BYTES } from '../content/articles';
import { NOT_DELETED, REFUSED } from '../content/entry-check';
import { changeProblems, type SavedFile } from './editor-save-check';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
/** The part of express used here. */
interface App {
  (req: IncomingMessage, res: ServerResponse): void;
  use(handler: Middleware): unknown;
}
interface Express {
  (): App;
  json(options: { limit: string }): Middleware;
}
interface DecapMiddlewares {
  registerLocalFs(app: App, options: { logLevel?: string }): Promise<void>;
}

// decap-server's middleware is written for the express decap-server depends on, so the app is made by that very copy:
// no second express to keep in step with it.
const decap = createRequire(createRequire(import.meta.url).resolve('decap-server'));
const express = decap('express') as Express;
const { registerLocalFs } = decap('./middlewares.js') as DecapMiddlewares;

/** The file names each action of decap's local fs backend takes (its handler in decap-server/dist/middlewares.js). */
const NAMED_FILES = new Map<string, (params: Record<string, unknown>) => unknown[]>([
  ['info', () => []],
  ['getDeployPreview', () => []],
  ['entriesByFolder', (p) => [p.folder]],
  ['entriesByFiles', (p) => listOf(p.files).map((file) => fieldOf(file, 'path'))],
  ['getEntry', (p) => [p.path]],
  [
    'persistEntry',
    (p) => [
      ...[p.entry, ...listOf(p.dataFiles)].flatMap((file) => [fieldOf(file, 'path'), fieldOf(file, 'newPath')]),
      ...listOf(p.assets).map((asset) => fieldOf(asset, 'path')),
    ],
  ],
  ['getMedia', (p) => [p.mediaFolder]],
  ['getMediaFile', (p) => [p.path]],
  ['persistMedia', (p) => [fieldOf(p.asset, 'path')]],
  ['deleteFile', (p) => [p.path]],
  ['deleteFiles', (p) => listOf(p.paths)],
]);

/** The pictures an action uploads: a persistMedia's asset, or a persistEntry's, with their bytes. */
function uploads(body: unknown): { path: string; content: Buffer }[] {
  const action = fieldOf(body, 'action');
  const params = fieldOf(body, 'params');
  const assets =
    action === 'persistMedia'
      ? [fieldOf(params, 'asset')]
      : action === 'persistEntry'
        ? listOf(fieldOf(params, 'assets'))
        : [];
  return assets.flatMap((asset) => {
    const path = fieldOf(asset, 'path');
    const content = fieldOf(asset, 'content');
    const encoding = fieldOf(asset, 'encoding');
    return typeof path === 'string' && typeof content === 'string'
      ? [{ path, content: Buffer.from(content, encoding === 'base64' || encoding === undefined ? 'base64' : 'utf8') }]
      : [];
  });
}

/** The media folder, where the editor's uploads go (src/steps/editor-config.ts), and what it takes. */
export const MEDIA = {
  folder: 'content/blog/images/',
  /** The types the site's image pipeline takes (src/content/articles.ts), by what the bytes are, and their names. */
  types: { png: ['png'], jpg: ['jpg', 'jpeg'], webp: ['webp'], svg: ['svg'] } as Record<string, string[]>,
  /** Lowercase letters, digits and single hyphens or dots, as the editor names an upload. */
  name: /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/,
} as const;

/** Why an upload is refused, or undefined: not in the media folder, not named as its files are, or not a picture the site takes. */
export function uploadRefusal(path: string, content: Buffer): string | undefined {
  const name = path.slice(MEDIA.folder.length);
  if (!path.startsWith(MEDIA.folder) || name.includes('/'))
    return `pictures go in ${MEDIA.folder}, not ${JSON.stringify(path)}`;
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!MEDIA.name.test(name.slice(0, name.lastIndexOf('.')) || '.'))
    return `a picture's name of lowercase letters, digits and hyphens, not ${JSON.stringify(name)}`;
  if (content.length > MAX_IMAGE_BYTES)
    return `a picture of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB, not ${(content.length / 1024 / 1024).toFixed(1)} MB`;
  let type: string | undefined;
  try {
    type = imageSize(content).type;
  } catch {
    type = undefined;
  }
  const names = type ? MEDIA.types[type] : undefined;
  if (!type || !names)
    return `a PNG, JPEG, WebP or SVG picture, not ${JSON.stringify(name)} (${type ?? 'not a picture'})`;
  if (!names.includes(extension))
    return `a ${type.toUpperCase()} named .${names[0] ?? type}, not ${JSON.stringify(name)}`;
  return undefined;
}

/**
 * The first symbolic link on the way from `root` to `path`, or in the folder `path` if it is one (to `depth` levels),
 * or undefined: a link under content/ could lead a read or a write anywhere in the project.
 */
export function symlinkOn(root: string, path: string, depth = 0): string | undefined {
  let at = '';
  for (const part of path.split('/').filter(Boolean)) {
    at = at ? `${at}/${part}` : part;
    let stats;
    try {
      stats = lstatSync(join(root, at));
    } catch {
      return undefined; // Not there yet: a new file, written where its folder is.
    }
    if (stats.isSymbolicLink()) return at;
  }
  const inside = (folder: string, levels: number): string | undefined => {
    if (levels <= 0) return undefined;
    let entries;
    try {
      entries = readdirSync(join(root, folder), { withFileTypes: true });
    } catch {
      return undefined;
    }
    for (const entry of entries) {
      const child = `${folder}/${entry.name}`;
      if (entry.isSymbolicLink()) return child;
      if (entry.isDirectory()) {
        const found = inside(child, levels - 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  return inside(at, depth);
}

/** The files a persistEntry action writes: the entry's data files, and the pictures uploaded with it. */
function savedFiles(body: unknown): SavedFile[] {
  if (fieldOf(body, 'action') !== 'persistEntry') return [];
  const params = fieldOf(body, 'params');
  const data = [fieldOf(params, 'entry'), ...listOf(fieldOf(params, 'dataFiles'))].flatMap((file) => {
    const path = fieldOf(file, 'path');
    const raw = fieldOf(file, 'raw');
    const newPath = fieldOf(file, 'newPath');
    return typeof path === 'string' && typeof raw === 'string'
      ? [{ path, content: raw, ...(typeof newPath === 'string' ? { newPath } : {}) }]
      : [];
  });
  const assets = listOf(fieldOf(params, 'assets')).flatMap((asset) => {
    const path = fieldOf(asset, 'path');
    const content = fieldOf(asset, 'content');
    return typeof path === 'string' && typeof content === 'string'
      ? [{ path, content: Buffer.from(content, 'base64') }]
      : [];
  });
  return data.length ? [...data, ...assets] : [];
}

/** The files a deleteFile or deleteFiles action removes. */
function deletedFiles(body: unknown): string[] {
  const action = fieldOf(body, 'action');
  const params = fieldOf(body, 'params');
  const paths =
    action === 'deleteFile'
      ? [fieldOf(params, 'path')]
      : action === 'deleteFiles'
        ? listOf(fieldOf(params, 'paths'))
        : [];
  return paths.filter((path): path is string => typeof path === 'string');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** A list's items; anything else that is there is checked as one name (and refused unless it is one). */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const fieldOf = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** A file name relative to the project, in content/, with no way out of it: not absolute, no `..`, no `\`. */
export function isContentPath(path: unknown): boolean {
  if (typeof path !== 'string' || /[\\\0]/.test(path)) return false;
  if (posix.isAbsolute(path) || path.split('/').includes('..')) return false;
  return posix.normalize(path).startsWith('content/');
}

/**
 * Why a request's action is refused, or undefined when it is one of decap's file actions and every file it names is
 * in content/. A name that is absent is left to decap's own check, which refuses a request lacking one it needs.
 */
function actionRefusal(body: unknown, root: string): string | undefined {
  const action = fieldOf(body, 'action');
  const named = typeof action === 'string' ? NAMED_FILES.get(action) : undefined;
  if (!named) return `unknown action ${JSON.stringify(action)}`;
  const params = fieldOf(body, 'params');
  const paths = named(isRecord(params) ? params : {}).filter((path) => path !== undefined);
  const outside = paths.filter((path) => !isContentPath(path));
  if (outside.length) return `only files under content/ can be used, not ${JSON.stringify(outside[0])}`;
  // A folder is listed a level deep (its files), or to the depth the editor asks for.
  const depth = action === 'entriesByFolder' || action === 'getMedia' ? Number(fieldOf(params, 'depth') ?? 1) || 1 : 0;
  for (const path of paths as string[]) {
    const link = symlinkOn(root, path, depth);
    if (link)
      return `no symbolic links under content/, and ${JSON.stringify(link)} is one: replace it with the file itself`;
  }
  for (const upload of uploads(body)) {
    const refusal = uploadRefusal(upload.path, upload.content);
    if (refusal) return `expected ${refusal}`;
  }
  return undefined;
}

/** This server's name in a request's Host, at the port the request came in on (none for 80, as browsers send it). */
const hostsOf = (port = 0) => ['127.0.0.1', 'localhost'].map((name) => new URL(`http://${name}:${port}`).host);

/** Why a request is refused before its body is read: not addressed to this server, or not from the editor's page. */
function senderRefusal(req: IncomingMessage, origins: readonly string[]): string | undefined {
  if (!hostsOf(req.socket.localPort).includes(req.headers.host ?? '')) return 'this server answers only at 127.0.0.1';
  if (!origins.includes(req.headers.origin ?? '')) return 'this server answers only the editor of npm run admin';
  return undefined;
}

function refuse(res: ServerResponse, error: string): void {
  // The connection closes rather than reading on through a body nobody will use.
  res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
  res.end(JSON.stringify({ error }));
}

/**
 * decap reads its folder (GIT_REPO_DIRECTORY) and its CORS origin (ORIGIN) from the environment once, while
 * registerLocalFs is called: they are set for that call alone and put back (tests share a process). ORIGIN is
 * unset, so its CORS answers any localhost page with that page's origin: the guard before it has already narrowed
 * that to the editor's page, which can be at localhost or 127.0.0.1.
 */
async function registerDecap(app: App, root: string, logLevel: string): Promise<void> {
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN };
  process.env.GIT_REPO_DIRECTORY = root;
  delete process.env.ORIGIN;
  let registered: Promise<void>;
  try {
    registered = registerLocalFs(app, { logLevel });
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
  await registered;
}

export interface EditorBackend {
  /** The API the editor's `proxy` backend posts to. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the backend on 127.0.0.1 only. `origins`: the editor's page's origins, read on each request (the dev server
 * that serves the page may start after this, on a port chosen then); until it names one, every request is refused.
 */
export async function startEditorBackend(options: {
  root: string;
  port: number;
  origins: () => readonly string[];
  quiet?: boolean;
}): Promise<EditorBackend> {
  const app = express();
  app.use((req, res, next) => {
    const refusal = senderRefusal(req, options.origins());
    if (refusal) refuse(res, refusal);
    else next();
  });
  // Parsed here to check the names in it; decap's own parser then leaves the body as it is. The limit: the largest
  // picture, base64 (4/3 as long), with room for the entry beside it.
  app.use(express.json({ limit: `${Math.ceil((MAX_IMAGE_BYTES * 4) / 3 / 1024 / 1024) + 2}mb` }));
  app.use((req, res, next) => {
    const refusal =
      req.method === 'POST'
        ? actionRefusal((req as IncomingMessage & { body?: unknown }).body, options.root)
        : undefined;
    if (refusal) refuse(res, refusal);
    else next();
  });
  // A save or a deletion the build would refuse is refused here, with the build's words, and nothing is written.
  app.use((req, res, next) => {
    const body = req.method === 'POST' ? (req as IncomingMessage & { body?: unknown }).body : undefined;
    // An upload alone goes through the build's check as an entry does: what it replaces may be a picture in use.
    const files = savedFiles(body);
    if (fieldOf(body, 'action') === 'persistMedia') files.push(...uploads(body));
    const removed = deletedFiles(body);
    if (!files.length && !removed.length) return next();
    changeProblems(options.root, files, removed).then(
      (problems) => {
        if (!problems) return next();
        // The editor's page is another origin (the dev server's port), already checked: it must be able to read why.
        res.writeHead(422, {
          'Content-Type': 'application/json; charset=utf-8',
          'Access-Control-Allow-Origin': req.headers.origin ?? '',
          Vary: 'Origin',
        });
        res.end(JSON.stringify({ error: `${files.length ? REFUSED : NOT_DELETED}\n${problems}` }));
      },
      (error: unknown) => next(error),
    );
  });
  // Its errors only (a save that failed): its info and request lines would bury the dev server's.
  await registerDecap(app, options.root, options.quiet ? 'error' : 'warn');
  const server = createServer(app);
  await new Promise<void>((ok, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${options.port} is taken (another npm run admin?); stop it or pick another`)
          : error,
      ),
    );
    server.listen(options.port, '127.0.0.1', () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
