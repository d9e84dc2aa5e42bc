// The built site the tests read: built once per run and shared by every test file. The build is kept in
// node_modules/.cache under a hash of its inputs (the sources and the environment it was built with), so test
// files after the first, and later runs with nothing changed, reuse it; a changed source gives a new build.
// A test file that reuses it loads neither the build nor the content validator: its routes come from the
// validated content the build kept (src/steps/content.ts), which is what that build rendered.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fg from 'fast-glob';
import { EDITOR_PATH } from '../../src/lib/editor-preview';
import { buildRoutes, type Route } from '../../routes';
import type { Content } from '../../src/content/load';
import { openCache } from '../../src/lib/cache';
import { outputFile } from '../../src/lib/paths';
import { cachedContent } from '../../src/steps/content';

export interface BuiltSite {
  outDir: string;
  routes: Route[];
  /** The HTML written for a route path ("/about/"). */
  html(path: string): Promise<string>;
  /** Every page's .html file in the output, relative to it (the editor's page is no page). */
  htmlFiles(): Promise<string[]>;
}

const root = resolve(import.meta.dirname, '../..');
const CACHE = join(root, 'node_modules/.cache/locksmith-test-site');
/** Everything a build reads. */
const INPUTS = ['build.ts', 'routes.ts', 'content/**', 'src/**', 'static/**', 'package-lock.json', 'tsconfig.json'];
/** Builds older than this are removed when a new one is made, so the cache does not grow run after run. */
const KEEP_MS = 24 * 60 * 60 * 1000;

function inputHash(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256').update(JSON.stringify({ SITE_URL: process.env.SITE_URL, ...env }));
  for (const file of fg.sync(INPUTS, { cwd: root }).sort()) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The sites this process asked for, by environment: npm test runs many files in one process (test/helpers/shard.ts),
 * and hashing every input again for each (about 75 ms) finds the same build. Tests change copies, never the sources.
 */
const asked = new Map<string, Promise<BuiltSite>>();

/**
 * The site built from the current sources with `env` added to the environment. Test files run in separate
 * processes, so the first to need a build takes a lock (an atomic mkdir) and the others wait for it.
 */
export function buildSite(env: NodeJS.ProcessEnv = {}): Promise<BuiltSite> {
  const key = JSON.stringify({ SITE_URL: process.env.SITE_URL, ...env });
  let site = asked.get(key);
  if (!site) {
    site = builtSite(env);
    asked.set(key, site);
    // A failed build is not kept: the next file to ask tries again, and reports its own failure.
    site.catch(() => asked.delete(key));
  }
  return site;
}

async function builtSite(env: NodeJS.ProcessEnv): Promise<BuiltSite> {
  const dir = join(CACHE, inputHash(env));
  const outDir = join(dir, 'dist');
  const done = join(dir, 'complete');
  await mkdir(CACHE, { recursive: true });
  while (!existsSync(done)) {
    if (await tryLock(`${dir}.lock`)) {
      try {
        if (!existsSync(done)) await buildInto(outDir, env, done);
      } finally {
        await rm(`${dir}.lock`, { recursive: true, force: true });
      }
    } else await sleep(100);
  }
  return {
    outDir,
    routes: buildRoutes(await siteContent(env)),
    html: (path) => readFile(join(outDir, outputFile(path)), 'utf8'),
    // The pages: the editor's own page (src/steps/editor.ts) is none.
    htmlFiles: () => fg('**/*.html', { cwd: outDir, ignore: [`${EDITOR_PATH.slice(1)}**`] }),
  };
}

/**
 * The validated content of content/ (with `env`'s SITE_URL), as loadContent() returns it: kept by the build cache,
 * so only the first process after a change runs the validator.
 */
export function siteContent(env: NodeJS.ProcessEnv = {}): Promise<Content> {
  return cachedContent(root, openCache(root), { env });
}

async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    return true;
  } catch {
    // A lock left by a test process that was killed mid-build is taken over after a minute.
    const age =
      Date.now() -
      (await stat(lock).then(
        (s) => s.mtimeMs,
        () => Date.now(),
      ));
    if (age > 60_000) await rm(lock, { recursive: true, force: true });
    return false;
  }
}

async function buildInto(outDir: string, env: NodeJS.ProcessEnv, done: string): Promise<void> {
  await mkdir(dirname(outDir), { recursive: true });
  const { build } = await import('../../build');
  await build({ outDir, quiet: true, env: { ...process.env, ...env } });
  await writeFile(done, new Date().toISOString());
  await removeOldBuilds();
}

async function removeOldBuilds(): Promise<void> {
  for (const name of await readdir(CACHE)) {
    const path = join(CACHE, name);
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs > KEEP_MS) await rm(path, { recursive: true, force: true });
  }
}
