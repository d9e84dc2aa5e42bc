// `npm test` runs test/shards/*.ts, one process each, and each shard imports its share of test/*.test.ts(x): the
// modules the files share (the build, React, the content loader, tsx's compiled output) load once per process, not
// once per file, which was a third of the suite's processor time. It is what Node 22's --test-isolation=none does,
// in as many processes as the shard files. A test file still runs alone (`node --import tsx --test test/blog.test.ts`).
// Sharing a process, a file must leave it as it found it: each shard's last test checks the environment and folder.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import fg from 'fast-glob';

const root = resolve(import.meta.dirname, '../..');
/** The files npm test runs, relative to the root. */
export const TEST_FILES = ['test/*.test.ts', 'test/*.test.tsx'];

/**
 * The test files of one shard (counted from 0) of the files `patterns` match: dealt out largest first, each to the
 * shard with the fewest bytes so far.
 */
export function shareOf(shard: number, shards: number, patterns: readonly string[] = TEST_FILES): string[] {
  const files = fg.sync([...patterns], { cwd: root });
  const sized = files.map((file) => ({ file, bytes: statSync(join(root, file)).size }));
  sized.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  const loads = Array.from({ length: shards }, () => ({ bytes: 0, files: [] as string[] }));
  for (const { file, bytes } of sized) {
    const lightest = loads.reduce((min, load) => (load.bytes < min.bytes ? load : min));
    lightest.bytes += bytes;
    lightest.files.push(file);
  }
  return (loads[shard]?.files ?? []).sort();
}

/** Imports the share of the shard file `shardUrl` (test/shards/<n>.ts) of the test files, then checks the process. */
export async function runShard(shardUrl: string): Promise<void> {
  const shardFile = new URL(shardUrl).pathname;
  const shards = readdirSync(dirname(shardFile))
    .filter((name) => /^\d+\.ts$/.test(name))
    .sort();
  const files = shareOf(shards.indexOf(basename(shardFile)), shards.length);
  const env = { ...process.env };
  const cwd = process.cwd();
  for (const file of files) await import(pathToFileURL(join(root, file)).href);
  describe(`shard ${basename(shardFile, '.ts')} of ${shards.length}: ${files.length} test files in one process`, () => {
    it('leaves the environment and the working folder as they were', () => {
      assert.deepEqual(changedVariables(env, process.env), []);
      assert.equal(process.cwd(), cwd);
    });
  });
}

/** Packages that set a variable of their own when loaded: sharp points libvips at its own copy. */
const SET_BY_PACKAGES = new Set(['VIPSHOME']);

/** The names of the variables set, changed or removed between two environments. */
export function changedVariables(before: NodeJS.ProcessEnv, after: NodeJS.ProcessEnv): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name] && !SET_BY_PACKAGES.has(name)).sort();
}
