// An article's front matter as data, however the editor folded or quoted it: tests read fields through this rather
// than matching lines, which a long value spreads over several.
import { parse } from 'yaml';

export function frontMatter(text: string): Record<string, unknown> {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (yaml === undefined) throw new Error('no front matter between two "---" lines');
  return (parse(yaml) ?? {}) as Record<string, unknown>;
}
