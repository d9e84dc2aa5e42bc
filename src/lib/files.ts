// File-system helpers shared by build steps.
import { stat } from 'node:fs/promises';

/** Whether a file exists (an encoded image already in the cache, say). */
export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
