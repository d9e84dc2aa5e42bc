// Lists a folder's files with the stamps that recognise each (inode, size, time), for scanFiles (src/lib/files.ts),
// on the calling thread or, started as a worker thread, on that one. Paths as listFiles (src/lib/files.ts) gives them.
// Plain JavaScript, so that a worker runs it without a TypeScript loader.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/** @param {string} dir */
export function scanFolder(dir) {
  const files = [];
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = join(entry.parentPath, entry.name);
      const { ino, size, mtimeMs } = statSync(full);
      files.push([relative(dir, full).split(sep).join('/'), { ino, size, mtimeMs }]);
    }
  } catch (error) {
    // No folder yet (a first build) has no files.
    if (error?.code !== 'ENOENT') throw error;
  }
  return files;
}

if (!isMainThread && workerData?.scanFolder) parentPort?.postMessage(scanFolder(workerData.scanFolder));
