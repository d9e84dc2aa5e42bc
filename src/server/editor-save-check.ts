// The build's rule book at the editor's save (`npm run admin`): before the local backend writes an entry, the content
// is checked as the build would check it with the entry in place, in a shadow of content/ (each file linked, the
// entry's files and pictures written), and a save that the build would refuse is refused with the build's own
// words, naming file, field and rule. Only problems in the files being saved refuse it: with a mistake elsewhere on
// disk the owner can still save, and fix that mistake in its own entry.
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

/**
 * The build's errors in the files of a save, one a line, or undefined when the build would take them. `root` is the
 * project, whose content/ the files are saved into.
 */
export async function saveProblems(root: string, files: readonly SavedFile[]): Promise<string | undefined> {
  const names = files.flatMap((f) => [f.path, f.newPath ?? []].flat()).flatMap((p) => nameProblem(p) ?? []);
  if (names.length) return names.join('\n');
  const shadow = await mkdtemp(join(tmpdir(), 'locksmith-save-'));
  try {
    await linkTree(join(root, 'content'), join(shadow, 'content'));
    for (const file of files) {
      const target = join(shadow, file.newPath ?? file.path);
      await unlink(join(shadow, file.path)).catch(() => undefined);
      await mkdir(dirname(target), { recursive: true });
      await unlink(target).catch(() => undefined);
      await writeFile(target, file.content);
    }
    try {
      validateContent(readContent(shadow), {});
      return undefined;
    } catch (error) {
      if (!(error instanceof ContentErrors)) throw error;
      const saved = new Set(files.map((f) => f.newPath ?? f.path));
      const mine = error.errors.filter((e) => saved.has(e.file)).map((e) => e.message);
      return mine.length ? mine.join('\n') : undefined;
    }
  } finally {
    await rm(shadow, { recursive: true, force: true });
  }
}
