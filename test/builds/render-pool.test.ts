// Rendering on every core (src/steps/render-pool.ts): a build whose pages are rendered by a pool of worker threads
// writes the same files, byte for byte, as a build on one thread, and reports the same pages in the same order; so
// does `npm run build`, whose workers load the worker modules compiled beside the build.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import type { Worker } from 'node:worker_threads';
import { fileHashes } from '../helpers/file-hashes';
import { after, before, describe, it } from 'node:test';
import { build } from '../../build';
import { renderAndWrite, renderThreads, WORKERS_FROM } from '../../src/steps/render-pool';
import { startPool } from '../../src/steps/pool';
import { buildRoutes } from '../../routes';
import { bundleClient } from '../../src/steps/bundle';
import { buildCss } from '../../src/steps/css';
import { renderSetup } from '../../src/steps/render-pages';
import { siteContent } from '../helpers/shared-build';
import { copyProject } from '../../scripts/lib/project-copy';

const root = resolve(import.meta.dirname, '../..');

describe('rendering on every core', { timeout: 120_000 }, () => {
  let temp: string;
  before(async () => {
    temp = await mkdtemp(join(tmpdir(), 'locksmith-pool-'));
  });
  after(() => rm(temp, { recursive: true, force: true }));

  it('writes the same files, byte for byte, on worker threads as on one thread', async () => {
    const one = await build({ root, outDir: join(temp, 'one'), quiet: true, threads: 1 });
    const pool = await build({ root, outDir: join(temp, 'pool'), quiet: true, threads: 2 });
    assert.equal(pool.pages, one.pages);
    const [a, b] = await Promise.all([fileHashes(join(temp, 'one')), fileHashes(join(temp, 'pool'))]);
    assert.ok(a.size > 100, `${a.size} files`);
    assert.deepEqual([...b.keys()], [...a.keys()], 'the same files');
    for (const [file, hash] of a) assert.equal(b.get(file), hash, `${file} differs`);
  });

  it('writes the same files with `npm run build`, whose workers load the render worker compiled beside the build', async () => {
    const copy = copyProject(['bin']);
    try {
      const output = await new Promise<string>((done, fail) =>
        execFile(process.execPath, ['bin/build.mjs', '--threads', '2'], { cwd: copy.root }, (error, stdout, stderr) =>
          error ? fail(new Error(stdout + stderr)) : done(stdout),
        ),
      );
      assert.match(output, /Render and write .* on 2 threads/);
      const compiled = await fg('node_modules/.cache/locksmith-cli/*/*/{build,*-worker}.js', { cwd: copy.root });
      assert.deepEqual(compiled.map((file) => basename(file)).sort(), [
        'build.js',
        'parse-worker.js',
        'render-worker.js',
      ]);
      // Its source map (read under `node --enable-source-maps`) names the copy's own source files.
      const map = JSON.parse(
        await readFile(join(copy.root, `${compiled.find((f) => f.endsWith('build.js'))}.map`), 'utf8'),
      );
      assert.ok(map.sources.includes(pathToFileURL(join(copy.root, 'build.ts')).href), 'build.ts is a source');
      for (const source of map.sources as string[]) assert.ok(existsSync(new URL(source)), `${source} exists`);
      const one = join(copy.root, 'dist-one-thread');
      await build({ root: copy.root, outDir: 'dist-one-thread', quiet: true, threads: 1 });
      const [a, b] = await Promise.all([fileHashes(one), fileHashes(join(copy.root, 'dist'))]);
      assert.deepEqual([...b], [...a]);
    } finally {
      copy.remove();
    }
  });

  it('renders on this thread what a worker cannot hold in its memory, and writes the same pages', async () => {
    const content = await siteContent();
    const routes = buildRoutes(content);
    const css = await buildCss(root);
    const built = async (dir: string, threads: number, heapMb?: number) => {
      const bundle = await bundleClient(root, dir);
      const setup = renderSetup(root, dir, content, css, bundle, false);
      return renderAndWrite(routes, setup, undefined, threads, heapMb);
    };
    // 8 MB is less than a worker needs to start: every chunk ends up on this thread.
    const [one, starved] = await Promise.all([built(join(temp, 'one-thread'), 1), built(join(temp, 'starved'), 2, 8)]);
    const strip = (pages: typeof one) => pages.map(({ ms: _, ...page }) => page);
    assert.deepEqual(strip(starved), strip(one));
    const [a, b] = await Promise.all([fileHashes(join(temp, 'one-thread')), fileHashes(join(temp, 'starved'))]);
    assert.deepEqual([...b], [...a]);
  });

  it('stops a pool whose worker reports an error as the pool stops (out of memory), with nothing thrown', async () => {
    const pool = await startPool(new URL('data:text/javascript,export default () => 0'), {}, 2);
    // As renderAndWrite: a worker that dies with no task is reported by the pool.
    pool.on('error', () => {});
    const worker = (pool.threads[0] as unknown as { thread: Worker }).thread;
    const stopped = pool.destroy().then(
      () => 'stopped',
      (error: unknown) => `stopped with "${error instanceof Error ? error.message : error}"`,
    );
    worker.emit('error', new Error('out of memory'));
    assert.equal(await stopped, 'stopped with "out of memory"');
  });

  it('renders on one thread below the size where workers pay for themselves, and on every core from there', () => {
    assert.equal(renderThreads(WORKERS_FROM - 1), 1);
    // From there one worker per core: each writes and compresses its own pages.
    assert.equal(renderThreads(WORKERS_FROM), availableParallelism());
    assert.equal(renderThreads(WORKERS_FROM, 3), 3);
  });
});
