// What the dev server watches (src/lib/watch.ts), and what a save asks to be rebuilt: only what the saved files can
// affect.
import type { Rebuild } from './dev-site';

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
