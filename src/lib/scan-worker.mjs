// Lists a folder's files with the stamps that recognise each (inode, size, time), on a worker thread of its own for
// scanFiles (src/lib/files.ts): at thousands of folders the listing takes a core a fraction of a second, which the
// build's main thread spends on its steps meanwhile. Paths as listFiles (src/lib/files.ts) gives them. Plain
// JavaScript, so that a worker runs it without a TypeScript loader.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const dir = String(workerData);
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
parentPort?.postMessage(files);
