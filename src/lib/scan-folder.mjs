// Lists a folder's files for listFiles and scanFiles (src/lib/files.ts): scanFolder with the stamps that recognise
// each (inode, size, time), on the calling thread or, started as a worker thread, on that one. Plain JavaScript, so
// that a worker runs it without a TypeScript loader.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/** @param {string} dir @returns {[string, string][]} */
export function filesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return [relative(dir, full).split(sep).join('/'), full];
    });
}

/** @param {string} dir */
export function scanFolder(dir) {
  // No folder yet (a first build) has no files.
  if (!existsSync(dir)) return [];
  const files = [];
  for (const [path, full] of filesIn(dir)) {
    const stamp = statSync(full, { throwIfNoEntry: false });
    // A file removed since the folder was read is neither kept nor removed.
    if (stamp) files.push([path, { ino: stamp.ino, size: stamp.size, mtimeMs: stamp.mtimeMs }]);
  }
  return files;
}

if (!isMainThread && workerData?.scanFolder) parentPort?.postMessage(scanFolder(workerData.scanFolder));
