import type { FileStamp } from './files';

/** Every file under `dir` with its stamp, as [path, stamp] pairs; none when there is no folder. */
export function scanFolder(dir: string): [string, FileStamp][];
