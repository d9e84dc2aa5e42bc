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

/**
 * Finds each string asked for in `text` in turn, a string asked again after where it was last found: the line (from
 * 1) it is on, so two links to one address are named at their own lines.
 */
export function lineFinder(text: string): (needle: string) => number | undefined {
  const after = new Map<string, number>();
  return (needle) => {
    const at = text.indexOf(needle, after.get(needle) ?? 0);
    if (at < 0) return undefined;
    after.set(needle, at + needle.length);
    return text.slice(0, at).split('\n').length;
  };
}

/** Notes each link of the body of `file` that would lose its address (unsafeLinks of src/lib/markdown.ts). */
export function noteUnsafeLinks(file: string, text: string, unsafe: readonly string[], problems: Problems): void {
  const lineOf = lineFinder(text);
  for (const href of unsafe)
    problems.addFile({
      file,
      line: lineOf(href),
      field: 'body',
      expected: "links to the site's own pages (/services/…) or to https://, mailto: and tel: addresses",
      found: `a link to "${href}", which would show as plain words`,
    });
}
