// Watching the project's files with chokidar, which watches each folder, so a file an editor saves by writing a new
// file and renaming it over the old one stays watched (Node 20's own recursive watch on Linux loses such a file after
// its first save). A burst of events (a save is often a write, a rename and a chmod) becomes one call with the files
// saved, relative to the project, with "/". Read by `npm run dev` and `npm run build -- --watch`
// (src/steps/report/watch.ts).
import { relative, resolve, sep } from 'node:path';
import { watch } from 'chokidar';

// One call covers a burst. The wait is short: an editor's save is one or two events within a few milliseconds, and
// every millisecond here is one the rebuild waits.
const SETTLE_MS = 15;
const IGNORED = /node_modules|\.cache|~$|\.swp$/;

/** What the site is made from: content and code. `npm run dev` watches these; `--watch` the build's own files too. */
export const SITE_SOURCES = ['content', 'src', 'static', 'routes.ts'];

/**
 * Watches `targets` under `root` (folders, with all they hold, and files) and calls `onSave` with the files of each
 * burst. Resolves, once every folder is being watched, with the function that stops watching.
 */
export async function watchSources(
  root: string,
  targets: readonly string[],
  onSave: (files: string[]) => void,
): Promise<() => Promise<void>> {
  let pending: NodeJS.Timeout | undefined;
  // Each file of the burst, with whether it is new in it: a file made and removed within one burst (an editor's or
  // sed's temporary file) was never saved.
  const changed = new Map<string, boolean>();
  const watcher = watch(
    targets.map((target) => resolve(root, target)),
    // Events as they come: the handler below recognises a burst's temporary files, where chokidar would hold back a
    // removal for a moment to guess at them.
    { ignoreInitial: true, atomic: false, ignored: (path) => IGNORED.test(relative(root, path)) },
  );
  watcher.on('all', (event, path) => {
    const file = relative(root, path).split(sep).join('/');
    if (event === 'unlink' && changed.get(file) === true) changed.delete(file);
    else if (!changed.has(file)) changed.set(file, event === 'add');
    clearTimeout(pending);
    pending = setTimeout(() => {
      const files = [...changed.keys()];
      changed.clear();
      if (files.length) onSave(files);
    }, SETTLE_MS);
  });
  await new Promise<void>((ready, fail) => watcher.once('ready', ready).once('error', fail));
  return () => {
    clearTimeout(pending);
    return watcher.close();
  };
}
