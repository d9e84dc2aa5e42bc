// The build's rule book at the editor's save and delete (`npm run admin`): before the local backend writes or deletes
// an entry, the content is checked as the build would check it with the change made, in a shadow of content/ (each
// file linked, the entry's files and pictures written, the deleted files left out), and a change the build would
// refuse is refused with the build's own words, naming file, line, field and rule: a save with a mistake in it, and
// a rename or a deletion that leaves other entries linking to nothing. A mistake already elsewhere on disk refuses
// nothing: the owner can still save, and fix that mistake in its own entry.
import { mkdir, mkdtemp, readdir, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nameProblem } from '../content/entry-check';
import { ContentErrors } from '../content/errors';
import { readContent } from '../content/content-files';
import { validateContent } from '../content/load';

/** A file of a save: its path in the project, and what it will hold. */
export interface SavedFile {
  path: string;
  /** Moved here once written (an entry renamed by a new title). */
  newPath?: string;
  content: string | Buffer;
}

/** Links every file of `from` into `to`, folders made as they are. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) await linkTree(source, join(to, entry.name));
    else await symlink(source, join(to, entry.name));
  }
}

/** The build's errors in the content under `root`, one message each: none when it builds. */
function contentErrors(root: string): { file: string; message: string }[] {
  try {
    validateContent(readContent(root), {});
    return [];
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    return error.errors.map((e) => ({ file: e.file, message: e.message }));
  }
}

/**
 * The build's errors a change would cause, one a line, or undefined when the build would take it. `root` is the
 * project, whose content/ the `files` are saved into and the `removed` files deleted from. Named: every error in the
 * files saved, and every error the change would bring to another file that it does not have now (a link to an entry
 * deleted or renamed, a picture an article still shows). A mistake already elsewhere on disk refuses nothing: the
 * owner fixes it in its own entry.
 */
export async function changeProblems(
  root: string,
  files: readonly SavedFile[],
  removed: readonly string[] = [],
): Promise<string | undefined> {
  const names = files.flatMap((f) => [f.path, f.newPath ?? []].flat()).flatMap((p) => nameProblem(p) ?? []);
  if (names.length) return names.join('\n');
  const shadow = await mkdtemp(join(tmpdir(), 'locksmith-save-'));
  try {
    await linkTree(join(root, 'content'), join(shadow, 'content'));
    for (const path of removed) await unlink(join(shadow, path)).catch(() => undefined);
    for (const file of files) {
      const target = join(shadow, file.newPath ?? file.path);
      await unlink(join(shadow, file.path)).catch(() => undefined);
      await mkdir(dirname(target), { recursive: true });
      await unlink(target).catch(() => undefined);
      await writeFile(target, file.content);
    }
    const after = contentErrors(shadow);
    if (!after.length) return undefined;
    const saved = new Set(files.map((f) => f.newPath ?? f.path));
    const before = new Set(contentErrors(root).map((e) => e.message));
    const mine = after.filter((e) => saved.has(e.file) || !before.has(e.message)).map((e) => e.message);
    return mine.length ? mine.join('\n') : undefined;
  } finally {
    await rm(shadow, { recursive: true, force: true });
  }
}
