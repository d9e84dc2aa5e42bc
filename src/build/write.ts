// Write step: each page to its file in the output folder (src/lib/paths.ts outputFile), and the static/ folder.
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { outputFile } from '../lib/paths';
import type { BuiltPage } from './render-pages';

/** Writes the pages and returns the bytes written. */
export async function writePages(outDir: string, pages: readonly BuiltPage[]): Promise<number> {
  const dirs = new Set(pages.map((p) => dirname(join(outDir, outputFile(p.route.path)))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  let bytes = 0;
  await Promise.all(
    pages.map((page) => {
      bytes += Buffer.byteLength(page.html);
      return writeFile(join(outDir, outputFile(page.route.path)), page.html);
    }),
  );
  return bytes;
}

/** Copies static/ as is: images, favicon, files that need no processing. */
export async function copyStatic(staticDir: string, outDir: string): Promise<void> {
  await cp(staticDir, outDir, { recursive: true });
}
