// Articles: one Markdown file each in content/blog/, found with fast-glob. Front matter is YAML checked against
// src/content/schema/articles.ts; the body becomes sanitized HTML, and its words give the read time.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { articleFrontMatter, type ArticleFrontMatter } from './schema';
import { type FieldLines, parseYamlText } from './yaml';
import type { Problems } from './errors';
import { FRONT_MATTER, noteLostTags, noteUnsafeLinks } from './article-body';
import { fileNameProblem } from './tables';
import type { SyntaxProblem } from './yaml';
import { imageSize } from 'image-size';
import { type KeptMemo, Memo } from '../lib/memo';
import { type BodyImageSource, hashImage, type ImageSource } from '../lib/images';
import {
  countWords,
  disallowedTags,
  markdownToHtml,
  readMinutes,
  sanitizeArticleHtml,
  unsafeLinks,
} from '../lib/markdown';

const BLOG_DIR = fileURLToPath(new URL('../../content/blog/', import.meta.url));

/** An article file as read from disk: its path relative to the project, and its text. */
export interface ArticleSource {
  file: string;
  text: string;
}

/** A picture in an article's body: its `src` as written ("images/door.jpg") and the source the build encodes. */
export type BodyImage = BodyImageSource;

export interface Article extends ArticleFrontMatter {
  file: string;
  /** The file name without ".md": the article's address, /blog/{slug}/. */
  slug: string;
  /** The body as sanitized HTML. */
  html: string;
  words: number;
  readMinutes: number;
  imageSource: ImageSource;
  /** The pictures of the body, each written as an <img> in `html` and shown as AVIF and WebP. */
  bodyImages: BodyImage[];
}

export function readArticleSources(dir: string = BLOG_DIR): ArticleSource[] {
  const root = join(dir, '../..');
  return fg
    .sync('*.md', { cwd: dir, absolute: true })
    .sort()
    .map((path) => ({ file: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
}

/** Images by path and use: articles share a few, so each is checked and hashed once per load, not once per article. */
export type ImageMemo = Map<string, ImageSource | string>;

/**
 * The largest image a file may be: a phone's photo is 2–6 MB; anything larger is a scan or a camera's raw export,
 * which no visitor should wait for, even encoded.
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const IMAGE_TYPES = ['png', 'jpg', 'webp', 'svg'];
const IMAGE_RULE = 'a PNG, JPEG, WebP or SVG file in content/blog/images/ of at most 8 MB';

/** The `href` of each <a> of some sanitized HTML, in order, as written in the page (entities decoded). */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

/** The `src` of each <img> of some sanitized HTML, in order. */
export function imagesIn(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]*)"/g)].map((m) => m[1] ?? '');
}

/**
 * An image an article names, checked and hashed, or what is wrong with it. An illustration is cut to 16:9; a
 * picture in the body keeps its own proportions.
 */
function articleImage(
  path: string,
  dir: string,
  memo: ImageMemo,
  use: 'illustration' | 'picture',
): ImageSource | string {
  const key = `${use} ${path}`;
  const known = memo.get(key);
  if (known) return known;
  const file = join(dir, path);
  let found: ImageSource | string;
  if (!/^images\/[^/]+$/.test(path) || !existsSync(file)) found = `"${path}", which is not a file there`;
  else {
    const bytes = readFileSync(file);
    let size: { type?: string; width?: number; height?: number } = {};
    try {
      size = imageSize(bytes);
    } catch {
      // Not an image the size reader knows: reported below as a type the site does not take.
    }
    if (!IMAGE_TYPES.includes(size.type ?? ''))
      found = `"${path}", ${size.type ? `a ${size.type.toUpperCase()}` : 'not an image'}`;
    else if (bytes.length > MAX_IMAGE_BYTES) found = `"${path}" (${(bytes.length / 1024 / 1024).toFixed(1)} MB)`;
    else if (use === 'illustration') found = hashImage(file, bytes);
    else found = hashImage(file, bytes, (size.height ?? 9) / (size.width ?? 16));
  }
  memo.set(key, found);
  return found;
}

/** What an article's text alone gives: its front matter as parsed YAML, and its body as checked, sanitized HTML. */
export interface ParsedText {
  data: unknown;
  /** The line of each front matter field in the file. */
  lines: FieldLines;
  /** Tags the body used that the allow-list drops. */
  stripped: string[];
  /** Links of the body whose address the sanitizer empties (javascript:, data:, //host). */
  unsafe: string[];
  html: string;
  words: number;
}

/** Parsed texts from earlier loads, by article text. */
export type TextMemo = KeptMemo<ParsedText>;

/** The texts parsed in this process (src/lib/memo.ts), for a load given no memo of its own. */
const parsedTexts = new Memo<ParsedText>(500);

/** The YAML and Markdown of an article, or where its YAML stops being valid. */
function parseText(text: string, match: RegExpExecArray): ParsedText | { syntax: SyntaxProblem } {
  // The front matter starts on line 2, after the first "---".
  const front = parseYamlText(match[1] ?? '', 2);
  if ('syntax' in front) return front;
  const rendered = markdownToHtml(text.slice(match[0].length));
  const html = sanitizeArticleHtml(rendered);
  return {
    data: front.value,
    lines: front.lines,
    stripped: disallowedTags(rendered),
    unsafe: unsafeLinks(rendered),
    html,
    words: countWords(html),
  };
}

/**
 * An article's text parsed as parseArticle parses it, or nothing when its front matter is missing or not valid YAML
 * (parseArticle says where): for a memo filled before the content is validated (src/steps/content.ts).
 */
export function parseArticleText(text: string): ParsedText | undefined {
  const match = FRONT_MATTER.exec(text);
  const result = match ? parseText(text, match) : undefined;
  return result && !('syntax' in result) ? result : undefined;
}

/**
 * The categories the articles name as written, before any check: what the editor offers when the content does not
 * validate (npm run admin must still open, so the owner can fix it there). Unreadable front matter is passed over.
 */
export function writtenCategories(sources: readonly ArticleSource[]): string[] {
  const names = sources.map(({ text }) => {
    const front = parseYamlText(FRONT_MATTER.exec(text)?.[1] ?? '', 2);
    const data = 'value' in front ? front.value : undefined;
    const category = data && typeof data === 'object' ? (data as Record<string, unknown>).category : undefined;
    return typeof category === 'string' ? category.trim() : '';
  });
  return [...new Set(names.filter(Boolean))];
}

/**
 * Parses and checks one article; notes every problem and returns undefined if there was one. `images` and `texts`
 * hold what earlier articles (or builds) already worked out.
 */
export function parseArticle(
  source: ArticleSource,
  problems: Problems,
  {
    dir = BLOG_DIR,
    images = new Map(),
    texts = parsedTexts,
  }: { dir?: string; images?: ImageMemo; texts?: TextMemo } = {},
): Article | undefined {
  const { file, text } = source;
  const slug = basename(file, '.md');
  const badName = fileNameProblem(file);
  if (badName) {
    problems.add(file, undefined, '(file name)', badName.expected, badName.found);
    return undefined;
  }
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.add(file, undefined, 'front matter', 'YAML between two "---" lines at the top of the file', 'none');
    return undefined;
  }
  let parsed = texts.get(text);
  if (!parsed) {
    const result = parseText(text, match);
    if ('syntax' in result) {
      const { line, column, message } = result.syntax;
      problems.addFile({ file, line, column, field: 'front matter', expected: 'valid YAML', found: message });
      return undefined;
    }
    parsed = result;
    texts.set(text, parsed);
  }
  problems.setLines(file, parsed.lines);
  const front = problems.parse(file, undefined, articleFrontMatter, parsed.data);
  if (!front) return undefined;
  const before = problems.list.length;
  const imageSource = articleImage(front.image, dir, images, 'illustration');
  if (typeof imageSource === 'string') problems.add(file, undefined, 'image', IMAGE_RULE, imageSource);

  const { stripped, unsafe, html, words } = parsed;
  noteLostTags(file, stripped, problems);
  noteUnsafeLinks(file, text, unsafe, problems);
  const bodyImages: BodyImage[] = [];
  for (const src of imagesIn(html)) {
    const source = articleImage(src, dir, images, 'picture');
    if (typeof source === 'string') problems.add(file, undefined, 'body', `images that are ${IMAGE_RULE}`, source);
    else bodyImages.push({ src, source });
  }
  if (problems.list.length > before || typeof imageSource === 'string') return undefined;
  return {
    ...front,
    file,
    slug,
    html,
    bodyImages,
    words,
    readMinutes: readMinutes(words),
    imageSource,
  };
}

/** Newest first; articles of the same date in order of their file names. */
export function byDateDesc(a: Article, b: Article): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}
