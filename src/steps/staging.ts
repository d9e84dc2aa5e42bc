// Builds happen in a staging folder beside dist/ and replace dist/ only when every step has passed,
// so a failed build leaves the previous dist/ exactly as it was.
import { chmod, mkdtemp, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface Staging {
  dir: string;
  /**
   * Swaps the staging folder in as dist/ (two renames on one filesystem: near atomic), and starts removing the previous
   * output, which `settled` waits for.
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
  return {
    dir,
    async commit() {
      const old = `${dir}-old`;
      await rename(distDir, old).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(dir, distDir);
      removal = rm(old, { recursive: true, force: true });
    },
    settled: () => removal,
    async discard() {
      await Promise.all([removal, rm(dir, { recursive: true, force: true })]);
    },
  };
}
