// Rendering on every core (src/steps/render-pool.ts): a build whose pages are rendered by a pool of worker threads
// writes the same files, byte for byte, as a build on one thread, and reports the same pages in the same order.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import fg from 'fast-glob';
import { build } from '../build';
import { renderThreads, WORKERS_FROM } from '../src/steps/render-pool';

const root = resolve(import.meta.dirname, '..');

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of (await fg('**/*', { cwd: dir, dot: true })).sort())
    found.set(
      file,
      createHash('sha256')
        .update(await readFile(join(dir, file)))
        .digest('hex'),
    );
  return found;
}

describe('rendering on every core', { timeout: 120_000 }, () => {
  let temp: string;
  after(() => rm(temp, { recursive: true, force: true }));

  it('writes the same files, byte for byte, on worker threads as on one thread', async () => {
    temp = await mkdtemp(join(tmpdir(), 'locksmith-pool-'));
    const one = await build({ root, outDir: join(temp, 'one'), quiet: true, threads: 1 });
    const pool = await build({ root, outDir: join(temp, 'pool'), quiet: true, threads: 2 });
    assert.equal(pool.pages, one.pages);
    const [a, b] = await Promise.all([files(join(temp, 'one')), files(join(temp, 'pool'))]);
    assert.ok(a.size > 100, `${a.size} files`);
    assert.deepEqual([...b.keys()], [...a.keys()], 'the same files');
    for (const [file, hash] of a) assert.equal(b.get(file), hash, `${file} differs`);
  });

  it('renders on one thread below the size where workers pay for themselves, and on every core from there', () => {
    assert.equal(renderThreads(WORKERS_FROM - 1), 1);
    assert.ok(renderThreads(WORKERS_FROM) >= 1);
    assert.equal(renderThreads(WORKERS_FROM, 3), 3);
  });
});
