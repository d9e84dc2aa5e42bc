// test/helpers/shard.ts: npm test runs every test file exactly once, whatever the number of shards or the order they
// claim files in, and names what a test file left changed in the process it shares.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import { changedVariables, claim, largestFirst, QUEUE_PREFIX, shareOf, TEST_FILES } from './helpers/shard';
import { BROWSER_TEST_FILES, browserShare } from './browser/support/share';

describe('test shards', () => {
  const files = fg.sync(TEST_FILES).sort();

  it('give every test file to exactly one shard', () => {
    assert.ok(files.includes('test/shards.test.ts'));
    for (const shards of [1, 2, 3]) {
      const dealt = Array.from({ length: shards }, (_, i) => shareOf(i, shards)).flat();
      assert.deepEqual([...dealt].sort(), files, `${shards} shards`);
    }
  });

  it('deal the files as the run goes: shards claiming from one queue run every file once, largest first', async () => {
    const queue = await mkdtemp(join(tmpdir(), QUEUE_PREFIX));
    try {
      const order = largestFirst().map(({ file }) => file);
      assert.deepEqual([...order].sort(), files);
      const shard = async () => {
        const mine: string[] = [];
        for (const file of order) if (await claim(queue, file)) mine.push(file);
        return mine;
      };
      const [first, second] = await Promise.all([shard(), shard()]);
      assert.ok(first && second);
      assert.deepEqual([...first, ...second].sort(), files);
      assert.ok(!(await claim(queue, order[0] ?? '')), 'a file claimed is not claimed again');
    } finally {
      await rm(queue, { recursive: true, force: true });
    }
  });

  it("npm test makes each run's queue folder under the name the clean-up of old folders knows", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    assert.match(
      scripts.test ?? '',
      new RegExp(`TEST_QUEUE="\\$\\(mktemp -d "[^"]*/${QUEUE_PREFIX.replace('.', '\\.')}X+"\\)"`),
    );
  });

  it('split the browser suite across machines (TEST_SHARD=i/n), each file once, and refuse a share that is not one', () => {
    const browserFiles = fg.sync(BROWSER_TEST_FILES).sort();
    assert.deepEqual(browserShare(undefined), browserFiles);
    for (const shares of [2, 4]) {
      const dealt = Array.from({ length: shares }, (_, i) => browserShare(`${i + 1}/${shares}`));
      assert.ok(dealt.every((files) => files.length > 0));
      assert.deepEqual(dealt.flat().sort(), browserFiles, `${shares} shares`);
    }
    for (const spec of ['0/4', '5/4', '2', 'two/4'])
      assert.throws(() => browserShare(spec), new RegExp(`TEST_SHARD is "${spec}": expected i/n`), spec);
  });

  it('name a variable a test file set, changed or removed, and not one a package sets as it loads', () => {
    const before = { KEPT: 'a', CHANGED: 'b', REMOVED: 'c' };
    const after = { KEPT: 'a', CHANGED: 'x', ADDED: 'y', VIPSHOME: '/target' };
    assert.deepEqual(changedVariables(before, after), ['ADDED', 'CHANGED', 'REMOVED']);
  });
});
