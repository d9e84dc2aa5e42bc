// Static files step: the static/ folder copied into the output as it is.
import { cp } from 'node:fs/promises';

/** Copies static/ as is: images, favicon, files that need no processing. */
export async function copyStatic(staticDir: string, outDir: string): Promise<void> {
  await cp(staticDir, outDir, { recursive: true });
}
