// A paragraph of page copy written in Markdown, which the loader has already turned into sanitized HTML.
import type { MarkdownParagraph as Html } from '../content/schema';

/** Links in a paragraph of copy look like the links of the site's other text. */
const LINKS =
  '[&_a]:font-medium [&_a]:text-amber-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-amber-900';

export function MarkdownParagraph({ html, className = '' }: { html: Html; className?: string }) {
  return <p className={`${LINKS} ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
