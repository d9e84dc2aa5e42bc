// An article file as the build reads it and the editor checks it before a save (src/content/entry-check.ts): its front
// matter, and what its body may hold: the tags Markdown makes that the sanitizer keeps (src/lib/markdown.ts). A tag it
// would drop is an error, since the page would silently lose what the owner wrote.
import type { Problems } from './errors';

/** An article's front matter: YAML between two "---" lines at the top of the file. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The sanitizer's allow-list, in the owner's words. */
const BODY_ELEMENTS = 'paragraphs, ## to #### headings, lists, bold, italic, links, images, quotes and tables';

/** Notes the tags of the body of `file` that the page would lose (disallowedTags of src/lib/markdown.ts), if any. */
export function noteLostTags(file: string, lost: readonly string[], problems: Problems): void {
  if (lost.length) problems.add(file, undefined, 'body', `only ${BODY_ELEMENTS}`, lost.map((t) => `<${t}>`).join(', '));
}
