// `npm test` runs test/shards/*.ts, one process each, and each shard imports its share of test/*.test.ts(x): the
// modules the files share (the build, React, the content loader, tsx's compiled output) load once per process, not
// once per file, which was a third of the suite's processor time. It is what Node 22's --test-isolation=none does,
// in as many processes as the shard files. A test file still runs alone (`node --import tsx --test test/blog.test.ts`).
// The shares are dealt as the run goes (TEST_QUEUE, a folder npm test makes for the run): a shard that is done with
// a file claims the next file no shard has, largest first, as Jest's runner hands its workers the slowest files first,
// so both processors stay busy to the end whatever a file costs. Without TEST_QUEUE a shard takes a fixed share.
// Sharing a process, a file must leave it as it found it: a test after each file checks the environment and folder.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import fg from 'fast-glob';

const root = resolve(import.meta.dirname, '../..');
/** The files npm test runs, relative to the root. */
export const TEST_FILES = ['test/*.test.ts', 'test/*.test.tsx'];

/** The files `patterns` match, largest first (a file's bytes stand for its cost), by name where sizes tie. */
export function largestFirst(patterns: readonly string[] = TEST_FILES): { file: string; bytes: number }[] {
  const files = fg.sync([...patterns], { cwd: root });
  const sized = files.map((file) => ({ file, bytes: statSync(join(root, file)).size }));
  return sized.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
}

/**
 * The test files of one shard (counted from 0) of the files `patterns` match: dealt out largest first, each to the
 * shard with the fewest bytes so far.
 */
export function shareOf(shard: number, shards: number, patterns: readonly string[] = TEST_FILES): string[] {
  const loads = Array.from({ length: shards }, () => ({ bytes: 0, files: [] as string[] }));
  for (const { file, bytes } of largestFirst(patterns)) {
    const lightest = loads.reduce((min, load) => (load.bytes < min.bytes ? load : min));
    lightest.bytes += bytes;
    lightest.files.push(file);
  }
  return (loads[shard]?.files ?? []).sort();
}

/**
 * Claims `file` in the run's queue folder for this process: true for the one process whose folder for it was made
 * (mkdir is atomic), false for every other.
 */
export async function claim(queue: string, file: string): Promise<boolean> {
  try {
    await mkdir(join(queue, file.replaceAll('/', '~')));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The files this shard runs, each once it is its turn: claimed from `queue` one by one, or its fixed share. */
async function* filesOf(shardFile: string, queue: string | undefined): AsyncGenerator<string> {
  if (!queue) {
    const shards = readdirSync(dirname(shardFile))
      .filter((name) => /^\d+\.ts$/.test(name))
      .sort();
    yield* shareOf(shards.indexOf(basename(shardFile)), shards.length);
    return;
  }
  await removeOldQueues(queue);
  for (const { file } of largestFirst()) if (await claim(queue, file)) yield file;
}

/**
 * Runs the test files of the shard file `shardUrl` (test/shards/<n>.ts) one after another, each followed by a test
 * that it left the process's environment and working folder as they were.
 */
export async function runShard(shardUrl: string): Promise<void> {
  const env = { ...process.env };
  const cwd = process.cwd();
  for await (const file of filesOf(new URL(shardUrl).pathname, process.env.TEST_QUEUE)) {
    await import(pathToFileURL(join(root, file)).href);
    // The root runs its tests in the order they were declared: this one ends once the file's own have.
    await test(`${file} leaves the environment and the working folder as they were`, () => {
      assert.deepEqual(changedVariables(env, process.env), []);
      assert.equal(process.cwd(), cwd);
    });
  }
}

/** What the queue folders npm test makes are named (mktemp adds six characters), so old ones can be told apart. */
export const QUEUE_PREFIX = 'locksmith-tests.';

/** Queue folders of runs a day old or more, beside this run's, are removed: nothing else removes them. */
async function removeOldQueues(queue: string): Promise<void> {
  const parent = dirname(queue);
  if (!basename(queue).startsWith(QUEUE_PREFIX)) return;
  for (const name of await readdir(parent)) {
    const path = join(parent, name);
    if (!name.startsWith(QUEUE_PREFIX) || path === queue) continue;
    const old = await stat(path).then(
      (s) => Date.now() - s.mtimeMs > 24 * 60 * 60 * 1000,
      () => false,
    );
    if (old) await rm(path, { recursive: true, force: true });
  }
}

/** Packages that set a variable of their own when loaded: sharp points libvips at its own copy. */
const SET_BY_PACKAGES = new Set(['VIPSHOME']);

/** The names of the variables set, changed or removed between two environments. */
export function changedVariables(before: NodeJS.ProcessEnv, after: NodeJS.ProcessEnv): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name] && !SET_BY_PACKAGES.has(name)).sort();
}
