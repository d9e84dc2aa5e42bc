// What the dev server watches, and what a save asks to be rebuilt: a burst of file events becomes one rebuild of
// only what the saved files can affect.
import { watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';
import type { Rebuild } from './dev-site';

export const WATCHED = ['content', 'src', 'static', 'routes.ts'];

/** What saving these files (relative to the project, with "/") asks to be rebuilt. */
export function rebuildFor(files: readonly string[]): Rebuild {
  const src = files.some((f) => f.startsWith('src/'));
  // content/ is data (YAML, Markdown, images), read afresh when the site loads: it needs no new bundle.
  const content = files.some((f) => f.startsWith('content/'));
  const code = src || files.includes('routes.ts');
  return {
    client: src,
    site: code || content,
    bundle: code,
    // src/content/schema/ and the helpers it imports: the next bundle imports a fresh copy of the schemas.
    schemas: files.some((f) => /^src\/(content|lib)\//.test(f)),
    assets: code || content || files.includes('static/favicon.svg'),
  };
}

// Saves often arrive as several events (write, rename, chmod); one rebuild covers a burst. The wait is short: an
// editor's save is one or two events within a few milliseconds, and every millisecond here is one the page waits.
const SETTLE_MS = 15;

/** Watches the project's sources and calls `onSave` with the files of each burst; returns the stop function. */
export function watchSources(root: string, onSave: (files: string[]) => void): () => void {
  let pending: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  const onChange = (file: string) => {
    changed.add(file);
    clearTimeout(pending);
    pending = setTimeout(() => {
      const files = [...changed];
      changed.clear();
      onSave(files);
    }, SETTLE_MS);
  };
  const watchers: FSWatcher[] = WATCHED.map((target) =>
    watch(join(root, target), { recursive: true }, (_event, name) => {
      const file = relative(root, join(root, target, name ?? ''))
        .split('\\')
        .join('/');
      if (!/node_modules|\.cache|~$|\.swp$/.test(file)) onChange(target === 'routes.ts' ? 'routes.ts' : file);
    }),
  );
  return () => {
    clearTimeout(pending);
    watchers.forEach((w) => w.close());
  };
}
