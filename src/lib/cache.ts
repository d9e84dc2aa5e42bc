// The build's cache of step outputs (validated content, the stylesheet, the client bundle, the icons), kept in
// node_modules/.cache/locksmith-build under a hash of everything the output depends on. A build whose inputs did
// not change reuses them and never loads the packages that made them (zod, Tailwind, esbuild, sharp), which is
// most of a cold start. An entry is a folder that appears complete or not at all, so parallel builds can share it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from './files';

/** Entries kept of each kind: enough for several checkouts and branches sharing node_modules. */
const KEEP = 12;

export interface BuildCache {
  /** The kinds this build found in the cache, for the build's log. */
  readonly hits: ReadonlySet<string>;
  /** A key over the bytes of these files and folders (relative to the root; folders read recursively) and values. */
  key(paths: readonly string[], ...values: unknown[]): string;
  /** The folder of the entry of this kind and key, if a build made it before. */
  find(kind: string, key: string): Promise<string | undefined>;
  /**
   * Makes an entry: `fill` writes its files into the folder it is given; with `replace`, in place of the entry of
   * that key (otherwise an entry that exists already is kept). Failing to save never fails the build.
   */
  save(kind: string, key: string, fill: (dir: string) => Promise<void>, replace?: boolean): Promise<void>;
}

/** Files under a path (itself if it is a file), relative to the root, sorted so the hash does not depend on order. */
function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [path];
  return listFiles(full).map((file) => `${path.replace(/\/$/, '')}/${file}`);
}

/**
 * The cache of the project at `root`; with `enabled` false nothing is read or written (every step runs), which is
 * how the tests check that a cached build is the same, byte for byte, as one made from scratch.
 */
export function openCache(root: string, enabled = true, folder = 'locksmith-build'): BuildCache {
  const dir = join(root, 'node_modules/.cache', folder);
  // Each file is hashed once per build however many keys include it (src/ is in several).
  const fileHashes = new Map<string, string>();
  const fileHash = (file: string) => {
    let hash = fileHashes.get(file);
    if (hash === undefined) {
      const bytes = readFileSync(join(root, file));
      fileHashes.set(file, (hash = createHash('sha256').update(bytes).digest('hex')));
    }
    return hash;
  };
  const entryOf = (kind: string, key: string) => join(dir, `${kind}-${key}`);
  const hits = new Set<string>();
  return {
    hits,
    key(paths, ...values) {
      const hash = createHash('sha256').update(JSON.stringify([process.version, values]));
      for (const path of paths) {
        for (const file of filesUnder(root, path)) {
          const exists = statSync(join(root, file), { throwIfNoEntry: false });
          hash.update(`\0${file}\0${exists ? fileHash(file) : 'missing'}`);
        }
      }
      return hash.digest('hex').slice(0, 20);
    },
    async find(kind, key) {
      if (!enabled) return undefined;
      const entry = entryOf(kind, key);
      if (!(await stat(entry).catch(() => undefined))) return undefined;
      // Marked as used, so pruning keeps it.
      const now = new Date();
      await utimes(entry, now, now).catch(() => {});
      hits.add(kind);
      return entry;
    },
    async save(kind, key, fill, replace = false) {
      if (!enabled) return;
      try {
        await mkdir(dir, { recursive: true });
        const temporary = await mkdtemp(join(dir, `.${kind}-`));
        await fill(temporary);
        if (replace) {
          const old = `${temporary}-old`;
          if (
            await rename(entryOf(kind, key), old).then(
              () => true,
              () => false,
            )
          )
            await rm(old, { recursive: true });
        }
        // A rename onto an entry another build completed meanwhile fails; theirs is as good as this one.
        await rename(temporary, entryOf(kind, key)).catch(() => rm(temporary, { recursive: true, force: true }));
        await prune(dir, kind);
      } catch {
        // A read-only or full disk costs the next build time, never this build its result.
      }
    },
  };
}

/** Removes all but the KEEP most recently used entries of a kind. */
async function prune(dir: string, kind: string): Promise<void> {
  const names = (await readdir(dir)).filter((name) => name.startsWith(`${kind}-`));
  if (names.length <= KEEP) return;
  const used = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0 })),
  );
  used.sort((a, b) => b.at - a.at);
  await Promise.all(used.slice(KEEP).map(({ name }) => rm(join(dir, name), { recursive: true, force: true })));
}
