// test/helpers/shard.ts: npm test runs every test file exactly once, whatever the number of shards, and a shard
// names what a test file left changed in the process it shares.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import { changedVariables, shareOf, TEST_FILES } from './helpers/shard';

describe('test shards', () => {
  const files = fg.sync(TEST_FILES).sort();

  it('give every test file to exactly one shard', () => {
    assert.ok(files.includes('test/shards.test.ts'));
    for (const shards of [1, 2, 3]) {
      const dealt = Array.from({ length: shards }, (_, i) => shareOf(i, shards)).flat();
      assert.deepEqual([...dealt].sort(), files, `${shards} shards`);
    }
  });

  it('name a variable a test file set, changed or removed, and not one a package sets as it loads', () => {
    const before = { KEPT: 'a', CHANGED: 'b', REMOVED: 'c' };
    const after = { KEPT: 'a', CHANGED: 'x', ADDED: 'y', VIPSHOME: '/target' };
    assert.deepEqual(changedVariables(before, after), ['ADDED', 'CHANGED', 'REMOVED']);
  });
});
