// File-system helpers shared by build steps: listing a folder, and the encoded-image caches.
import { randomUUID } from 'node:crypto';
import { copyFile, rename, rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { filesIn, scanFolder } from './scan-folder.mjs';

/** Every file under a folder, as sorted paths relative to it with forward slashes ("about/index.html"). */
export function listFiles(dir: string): string[] {
  return filesIn(dir)
    .map(([path]) => path)
    .sort();
}

/** What recognises a file as the one a build wrote: a copy, or a file written over, has another. */
export interface FileStamp {
  ino: number;
  size: number;
  mtimeMs: number;
}

/**
 * Pages from which the previous output is listed on a worker thread: at thousands of folders the listing takes a core
 * a fraction of a second, which the main thread spends on the build meanwhile; for fewer, starting the worker costs
 * more than the listing. (fs.promises' recursive readdir is no help: it runs its loop on the calling thread, at three
 * times readdirSync's cost.)
 */
export const SCAN_OFF_THREAD_FROM = 1000;

/** Every file under a folder with its stamp, by path as listFiles gives it (none when there is no folder). */
export function scanFiles(dir: string, pages: number): Promise<ReadonlyMap<string, FileStamp>> {
  if (pages < SCAN_OFF_THREAD_FROM) return Promise.resolve(new Map(scanFolder(dir)));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./scan-folder.mjs', import.meta.url), { workerData: { scanFolder: dir } });
    worker.once('message', (files: [string, FileStamp][]) => resolve(new Map(files)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`listing ${dir} stopped (exit ${code})`)));
  });
}

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
