import type { FileStamp } from './files';

/** Every file under `dir` as [its path relative to `dir` with forward slashes, its full path], in no set order. */
export function filesIn(dir: string): [string, string][];

/** Every file under `dir` with its stamp, as [path, stamp] pairs; none when there is no folder. */
export function scanFolder(dir: string): [string, FileStamp][];
