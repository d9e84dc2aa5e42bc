// Builds happen in a staging folder beside dist/, which changes only when every step has passed, so a failed build
// leaves the previous dist/ exactly as it was (docs/performance.md#updating-the-output-in-place).
import { mkdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { type FileStamp, listFiles, scanFiles } from '../lib/files';

export interface Staging {
  dir: string;
  /**
   * The previous output's files with their stamps, listed once, from the first call (on a worker thread for a site of
   * `pages` pages or more, see scanFiles): a page left in place is recognised by its stamp (src/steps/render-cache.ts).
   */
  previous(pages?: number): Promise<ReadonlyMap<string, FileStamp>>;
  /**
   * Files of the previous output (paths relative to it, as listFiles gives them) that this build leaves where they
   * are rather than writing them again: the pages that did not change.
   */
  leaveInPlace(files: readonly string[]): void;
  /** Every file the output holds once committed: those written into the staging folder, and those left in place. */
  files(): Set<string>;
  /**
   * Makes the output what this build made. With nothing left in place, the staging folder is swapped in as dist/ (two
   * renames on one file system: near atomic), and the previous output removed, which `settled` waits for. Otherwise
   * dist/ is updated: the files this build no longer makes are removed, and those it wrote are moved in.
   */
  commit(): Promise<void>;
  /** The staging folder, and the previous output once swapped out, removed. */
  settled(): Promise<void>;
  discard(): Promise<void>;
}

export async function createStaging(distDir: string): Promise<Staging> {
  const parent = dirname(distDir);
  const dir = await mkdtemp(join(parent, `.${basename(distDir)}-next-`));
  // mkdtemp creates the folder private (0700); web servers need to read it.
  await chmod(dir, 0o755);
  let removal: Promise<void> = Promise.resolve();
  let inPlace: readonly string[] = [];
  let listed: Promise<ReadonlyMap<string, FileStamp>> | undefined;
  const previous = (pages = 0) => {
    if (listed) return listed;
    listed = scanFiles(distDir, pages);
    // Awaited by the render step and by commit; a build that fails before then does not wait for it.
    listed.catch(() => {});
    return listed;
  };
  const swap = async () => {
    const old = `${dir}-old`;
    await rename(distDir, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(dir, distDir);
    removal = rm(old, { recursive: true, force: true });
  };
  return {
    dir,
    previous,
    leaveInPlace(files) {
      inPlace = files;
    },
    files: () => new Set([...listFiles(dir), ...inPlace]),
    async commit() {
      if (!inPlace.length) return swap();
      const staged = listFiles(dir);
      const made = new Set([...staged, ...inPlace]);
      // Removed first, with the folders they leave empty: a file this build writes where a folder was (or the other
      // way round) then finds its place free.
      const stale = [...(await previous()).keys()].filter((file) => !made.has(file));
      for (const file of stale) unlinkSync(join(distDir, file));
      const emptied = new Set(stale.flatMap((file) => ancestors(file)));
      for (const folder of [...emptied].sort((a, b) => b.length - a.length)) removeIfEmpty(join(distDir, folder));
      const folders = new Set<string>();
      for (const file of staged) {
        const to = join(distDir, file);
        if (!folders.has(dirname(to))) mkdirSync(dirname(to), { recursive: true });
        folders.add(dirname(to));
        renameSync(join(dir, file), to);
      }
      // Only empty folders are left.
      removal = rm(dir, { recursive: true, force: true });
    },
    settled: () => removal,
    async discard() {
      await Promise.all([removal, rm(dir, { recursive: true, force: true })]);
    },
  };
}

/** "blog/a/index.html" → ["blog", "blog/a"]. */
const ancestors = (file: string) => {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
};

function removeIfEmpty(folder: string) {
  try {
    rmdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error;
  }
}
