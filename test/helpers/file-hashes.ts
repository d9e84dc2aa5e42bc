// Every file of a built folder with a hash of its bytes, so two builds can be compared byte for byte.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';

export async function fileHashes(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of (await fg('**/*', { cwd: dir, dot: true })).sort())
    found.set(
      file,
      createHash('sha256')
        .update(await readFile(join(dir, file)))
        .digest('hex'),
    );
  return found;
}
