// File-system helpers shared by build steps: listing a folder, and the encoded-image caches.
import { randomUUID } from 'node:crypto';
import { type Dirent, readdirSync } from 'node:fs';
import { copyFile, readdir, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under a folder, as sorted paths relative to it with forward slashes ("about/index.html"). */
export function listFiles(dir: string): string[] {
  return filePaths(dir, readdirSync(dir, { recursive: true, withFileTypes: true }));
}

/** listFiles, listed off the main thread (thousands of folders at scale). */
export async function listFilesAsync(dir: string): Promise<string[]> {
  return filePaths(dir, await readdir(dir, { recursive: true, withFileTypes: true }));
}

const filePaths = (dir: string, entries: Dirent[]) =>
  entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();

/** Copies a cached file into the output; false when the cache does not hold it yet. */
export async function copyCached(cached: string, target: string): Promise<boolean> {
  return copyFile(cached, target).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

/**
 * Writes a file into a cache under a temporary name first, so a build stopped halfway leaves no broken entry. The
 * name is the write's own: two writers of one entry (the dev server and a build in the same process, or two builds)
 * each rename a whole file into place, and the last rename wins, where a shared name let one move the other's away.
 */
export async function writeCached(cached: string, write: (file: string) => Promise<unknown>): Promise<void> {
  const partial = `${cached}.${process.pid}-${randomUUID()}.partial`;
  try {
    await write(partial);
    await rename(partial, cached);
  } finally {
    await rm(partial, { force: true });
  }
}
