// Copy written in Markdown: a paragraph of inline Markdown, turned into HTML by the loader's own renderer and
// sanitizer (src/lib/markdown.ts), and written in the editor's Markdown field.
import type { z } from 'zod';
import { inlineMarkdownToHtml } from '../../lib/markdown';
import { copy } from './fields';

/**
 * A paragraph in Markdown: links ("[every London borough](/areas/)"), **bold** and *italic*. The loader turns it
 * into HTML through the articles' sanitizer, so the pages receive HTML.
 */
export const markdownParagraph = copy.transform(inlineMarkdownToHtml).meta({ markdown: true });

export type MarkdownParagraph = z.infer<typeof markdownParagraph>;
