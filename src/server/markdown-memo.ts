// The dev server re-imports the site's code after every save; an article's Markdown only needs parsing again when
// its text changed. dev.ts points the bundle's import of src/lib/markdown.ts here, a module Node loads once, so
// these caches survive the re-imports.
import * as markdown from '../lib/markdown';

export * from '../lib/markdown';

function memo<R>(fn: (input: string) => R): (input: string) => R {
  const cache = new Map<string, R>();
  return (input) => {
    let result = cache.get(input);
    if (result === undefined) cache.set(input, (result = fn(input)));
    return result;
  };
}

export const markdownToHtml = memo(markdown.markdownToHtml);
export const sanitizeArticleHtml = memo(markdown.sanitizeArticleHtml);
export const disallowedTags = memo(markdown.disallowedTags);
export const countWords = memo(markdown.countWords);
