// A copy of the project in a temporary folder, for tests and scripts that edit content as the owner would and build it: the
// sources and content are copied, the packages linked.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { build } from '../../build';

const root = resolve(import.meta.dirname, '../..');
/**
 * The node_modules folder the packages are installed in, where Node found this module's: the checkout's own, and
 * also for a copy of a copy (a test run on a copy that makes copies), whose node_modules holds only its caches.
 */
const packages = dirname(dirname(createRequire(import.meta.url).resolve('yaml/package.json')));
const COPIED = [
  'build.ts',
  'routes.ts',
  'content',
  'src',
  'static',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

export interface ProjectCopy {
  root: string;
  /** Reads a file of the copy. */
  read(file: string): string;
  write(file: string, text: string): void;
  /** Edits a YAML file of the copy through `yaml`'s document, so its comments and layout stay as they were. */
  editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void): void;
  /** Builds the copy into its dist/ (quiet, draft images); rejects with the build's error. */
  build(): Promise<void>;
  remove(): void;
}

/**
 * The folder copies are made in, one per installation of the packages: it holds a link to that node_modules, which
 * Node, esbuild and Tailwind find by looking up from a copy, as they look in every parent folder. Each copy still
 * has a node_modules/ of its own, for its build caches.
 */
function copiesFolder(): string {
  const folder = join(tmpdir(), `locksmith-copies-${createHash('sha256').update(packages).digest('hex').slice(0, 12)}`);
  mkdirSync(folder, { recursive: true });
  try {
    symlinkSync(packages, join(folder, 'node_modules'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return folder;
}

/** A copy of what a build reads, and of the files or folders `also` names (tests to run on the copy, for one). */
export function copyProject(also: readonly string[] = []): ProjectCopy {
  const dir = mkdtempSync(join(copiesFolder(), 'copy-'));
  for (const name of [...COPIED, ...also]) cpSync(join(root, name), join(dir, name), { recursive: true });
  // The copy's build and dev caches (node_modules/.cache) are its own: a bundle made from the copy's paths must never
  // be reused by the project's build, nor the other way round. Encoded images are named by a hash of their source and
  // settings, and the editor's bundle holds no path, so both are shared: a copy encodes only its own images and
  // bundles the editor only if its src/ differs.
  mkdirSync(join(dir, 'node_modules/.cache'), { recursive: true });
  for (const shared of ['locksmith-images', 'locksmith-editor']) {
    mkdirSync(join(root, 'node_modules/.cache', shared), { recursive: true });
    symlinkSync(join(root, 'node_modules/.cache', shared), join(dir, 'node_modules/.cache', shared));
  }
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
  return {
    root: dir,
    read,
    write,
    editYaml(file, edit) {
      const doc = parseDocument(read(file));
      edit(doc);
      write(file, doc.toString({ lineWidth: 0 }));
    },
    build: async () => {
      await build({ root: dir, quiet: true, draftImages: true });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
