// File-system helpers shared by build steps: the encoded-image caches.
import { copyFile, rename } from 'node:fs/promises';

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

/** Writes a file into a cache under a temporary name first, so a build stopped halfway leaves no broken entry. */
export async function writeCached(cached: string, write: (file: string) => Promise<unknown>): Promise<void> {
  const partial = `${cached}.${process.pid}.partial`;
  await write(partial);
  await rename(partial, cached);
}
