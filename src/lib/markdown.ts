// Article bodies: Markdown to HTML with marked, then sanitize-html with exactly the allow-list of docs/site.md#sanitizing, so
// whatever an article contains, only these tags and attributes reach a page, the feed or the editor's preview.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

export const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'br',
  'img',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
export const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel'];
/** A picture names its file (one of content/blog/images/, which the loader checks) and says what it shows. */
export const IMAGE_ATTRIBUTES = ['src', 'alt'];

/** The schemes a link in an article may have; any other (javascript:, data:) loses its address to the sanitizer. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const marked = new Marked({ gfm: true });

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // The three attributes only mean something on links.
  allowedAttributes: { a: ALLOWED_ATTRIBUTES, img: IMAGE_ATTRIBUTES },
  // No javascript:, data: or protocol-relative URLs; a picture only by a path (the site's own file).
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Disallowed tags are dropped and their text kept; script, style, textarea and the like lose their text too.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab (`_blank` in any case) must not hand the opener to the page it opens, whatever rel
    // it was given; any other target (a named window, _top) has no use in an article and is dropped.
    a: (tagName, { target, rel, ...attribs }) =>
      target?.toLowerCase() === '_blank'
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rel === undefined ? attribs : { ...attribs, rel } },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** A paragraph of page copy written in Markdown (links, bold, italic) as sanitized HTML, without the <p>. */
export function inlineMarkdownToHtml(markdown: string): string {
  return sanitizeArticleHtml(marked.parseInline(markdown, { async: false }));
}

/** Tags in the HTML that the sanitizer would remove: an article using them loses formatting, so the build says so. */
export function disallowedTags(html: string): string[] {
  const found = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)[\s/>]/g)) {
    if (tag && !ALLOWED_TAGS.includes(tag.toLowerCase())) found.add(tag.toLowerCase());
  }
  return [...found];
}

/**
 * The addresses of the links in the HTML that the sanitizer would empty: a scheme other than LINK_SCHEMES (read as a
 * browser reads it, with the spaces and control characters it skips left out) or a protocol-relative "//host".
 * The link would show as plain words, so the build and the editor say so.
 */
export function unsafeLinks(html: string): string[] {
  const found: string[] = [];
  for (const [, double, single, bare] of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (double ?? single ?? bare ?? '').replace(/&amp;/g, '&');
    // eslint-disable-next-line no-control-regex
    const read = href.replace(/[\u0000-\u0020]+/g, '').toLowerCase();
    const scheme = /^([a-z][a-z0-9+.-]*):/.exec(read)?.[1];
    const allowed = (LINK_SCHEMES as readonly string[]).includes(scheme ?? '');
    if (read.startsWith('//') || (scheme !== undefined && !allowed)) found.push(href);
  }
  return found;
}

/** Words of the text of some HTML: whitespace-separated tokens with a letter or digit (entities removed). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, '');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading speed behind "N min read": 230 words a minute, so 1,000–1,150 words read as 5 minutes. */
export const WORDS_PER_MINUTE = 230;

export function readMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
