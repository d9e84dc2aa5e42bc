// Rendering only what changed (docs/performance.md#rendering-only-what-changed): a page whose key and file are as
// the last build into the same folder left them is left where it is, not rendered; the staging folder
// (src/steps/staging.ts) keeps it when the build is committed.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Route } from '../../routes';
import type { BuildCache } from '../lib/cache';
import { type FileStamp, listFiles } from '../lib/files';
import { IMAGES_DIR } from '../lib/images';
import { intern } from '../lib/page-links';
import { outputFile } from '../lib/paths';
import { inSlices } from './slices';
import type { PageResult, RenderSetup } from './render-pages';
import { interned, renderAndWrite, renderThreads } from './render-pool';

/** The code a page's HTML comes from: the components, pages, helpers and render, and the packages' versions. */
const CODE = ['src', 'routes.ts', 'package-lock.json'];

/**
 * What a build kept of a page it wrote: its key, its file as written, and the result the later steps read, its links
 * and ids as places in the record's list of strings: most links are on every page, and listed once they make the
 * record far smaller, quicker to read and write.
 */
interface Kept {
  key: string;
  file: FileStamp;
  result: Omit<PageResult, 'links' | 'ids'>;
  links: number[];
  ids: number[];
}

/** The record of a build's pages. */
interface PageRecord {
  strings: string[];
  pages: Map<string, Kept>;
}

/** The record when there is none to read: every page is rendered. */
const noRecord = (): PageRecord => ({ strings: [], pages: new Map() });

export interface RenderedPages {
  pages: PageResult[];
  /** The paths of the pages rendered by this build. */
  rendered: string[];
  /** The files of the pages left as they are in the previous output (paths relative to it). */
  unchanged: string[];
  /** Threads the rendered pages were rendered on. */
  threads: number;
  /**
   * Keeps what this build wrote for the next: called once every step has passed, before the output is committed (a
   * page's file keeps its inode and times when it is moved into place).
   */
  keep(): Promise<void>;
}

/**
 * The pages a build kept, or none if the record is not one (cut short, or from an older build whose record had another
 * shape): every page is then rendered. A page's result is only reused with its key, which covers the code that made it.
 */
function keptPages(bytes: Buffer): PageRecord {
  let value: unknown;
  try {
    value = deserialize(bytes);
  } catch {
    return noRecord();
  }
  const { strings, pages } = (value ?? {}) as Partial<PageRecord>;
  if (!Array.isArray(strings) || !strings.every((s) => typeof s === 'string') || !(pages instanceof Map))
    return noRecord();
  const places = (list: unknown) =>
    Array.isArray(list) && list.every((i) => Number.isInteger(i) && i >= 0 && i < strings.length);
  const isKept = (k: unknown): k is Kept => {
    const { key, file, result, links, ids } = (k ?? {}) as Partial<Kept>;
    return (
      typeof key === 'string' &&
      typeof file?.ino === 'number' &&
      typeof file.size === 'number' &&
      typeof file.mtimeMs === 'number' &&
      typeof result?.path === 'string' &&
      places(links) &&
      places(ids)
    );
  };
  return [...pages].every(([path, k]) => typeof path === 'string' && isKept(k))
    ? { strings: strings.map(intern), pages: pages as Map<string, Kept> }
    : noRecord();
}

/**
 * Renders and writes into `setup.outDir` the routes whose pages differ from the ones in `distDir` (the previous
 * output, whose files are `distFiles`), and leaves the others there; the results are in the routes' order. `threads`
 * as the build chose them (src/steps/render-pool.ts), for the pages rendered.
 */
export async function renderChanged(
  routes: readonly Route[],
  setup: RenderSetup,
  distDir: string,
  distFiles: Promise<ReadonlyMap<string, FileStamp>>,
  cache: BuildCache,
  onPage?: (done: number, total: number) => void,
  chosenThreads?: number,
): Promise<RenderedPages> {
  const shared = sharedKey(setup, cache);
  // One entry per output folder, replaced by each build into it.
  const entryKey = createHash('sha256').update(distDir).digest('hex').slice(0, 20);
  const entry = await cache.find('pages', entryKey);
  const { strings, pages: previous } = entry ? keptPages(await readFile(join(entry, 'pages.bin'))) : noRecord();
  // With nothing to compare with, every page renders, and the keys, which only the next build reads, are worked out
  // while the workers start and render.
  const keysFirst = previous.size ? await keysOf(routes, shared) : undefined;
  const results = new Array<PageResult>(routes.length);
  const unchanged: string[] = [];
  let done = 0;
  if (keysFirst) {
    const inDist = await distFiles;
    for (const [i, route] of routes.entries()) {
      const kept = previous.get(route.path);
      if (!kept || kept.key !== keysFirst[i]) continue;
      const file = outputFile(route.path);
      const found = inDist.get(file);
      const { ino, size, mtimeMs } = kept.file;
      if (!found || found.ino !== ino || found.size !== size || found.mtimeMs !== mtimeMs) continue;
      unchanged.push(file);
      const links = kept.links.map((n) => strings[n]!);
      results[i] = { ...interned(kept.result), links, ids: new Set(kept.ids.map((n) => strings[n]!)), ms: 0 };
      onPage?.(++done, routes.length);
    }
  }
  const changed = routes.flatMap((route, i) => (results[i] ? [] : [{ route, i }]));
  const threads = renderThreads(changed.length, chosenThreads);
  const rendering = renderAndWrite(
    changed.map((c) => c.route),
    setup,
    (n) => onPage?.(done + n, routes.length),
    threads,
  );
  const [fresh, keys] = await bothSettled(rendering, keysFirst ? Promise.resolve(keysFirst) : keysOf(routes, shared));
  for (const [k, { i }] of changed.entries()) results[i] = fresh[k]!;
  return {
    pages: results,
    rendered: changed.map((c) => c.route.path),
    unchanged,
    threads,
    keep: async () => {
      const kept = new Map<string, Kept>();
      const places = new Map<string, number>();
      const place = (text: string) => places.get(text) ?? places.set(text, places.size).size - 1;
      const fresh = new Set(changed.map((c) => c.i));
      for (const [i, route] of routes.entries()) {
        // A page left in place is the file the record names already.
        const written = fresh.has(i)
          ? statSync(join(setup.outDir, outputFile(route.path)), { throwIfNoEntry: false })
          : previous.get(route.path)?.file;
        if (!written) continue;
        const { ino, size, mtimeMs } = written;
        const { links, ids, ...result } = results[i]!;
        const file = { ino, size, mtimeMs };
        kept.set(route.path, { key: keys[i]!, file, result, links: links.map(place), ids: [...ids].map(place) });
      }
      const record: PageRecord = { strings: [...places.keys()], pages: kept };
      await cache.save('pages', entryKey, (dir) => writeFile(join(dir, 'pages.bin'), serialize(record)), true);
    },
  };
}

/**
 * A route as text that is the same whenever the route is: its JSON, since a route is plain data (routes.ts; the route
 * table's tests hold every route to it). JSON without a replacer is V8's fast path; v8's serializer is no key: a
 * property left undefined and one left out serialize apart, and read back from the build cache the one becomes the
 * other, while both render alike.
 */
const canonical = (value: unknown) => JSON.stringify(value);

/**
 * Each route's key, letting the event loop run between slices: the pool's workers are handed their chunks through
 * it.
 */
async function keysOf(routes: readonly Route[], shared: string): Promise<string[]> {
  const keys: string[] = [];
  await inSlices(routes, (route) => keys.push(hash(shared, canonical(route))));
  return keys;
}

/** Both values once both promises have settled, so nothing runs on after a failure; the first's error first. */
async function bothSettled<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === 'rejected') throw x.reason;
  if (y.status === 'rejected') throw y.reason;
  return [x.value, y.value];
}

const hash = (...parts: string[]) => {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('base64');
};

/**
 * The key of what every page shares: the code, the setup (less the folders, which no page shows; the bundle's data
 * names and sizes its chunks), the year the footer's copyright names, and the articles' images already in the output,
 * by name and size, since a page's figures count the bytes of those it loads.
 */
function sharedKey(setup: RenderSetup, cache: BuildCache): string {
  const { outDir } = setup;
  const shown = { ...setup, root: undefined, outDir: undefined };
  const images = join(outDir, IMAGES_DIR);
  const files = existsSync(images)
    ? listFiles(images).map((file) => `${file} ${statSync(join(images, file)).size}`)
    : [];
  return hash(cache.key(CODE), canonical(shown), String(new Date().getFullYear()), files.join('\n'));
}
