// Display rules of the blog (docs/site.md#blog, docs/site.md#display-limits): cards, categories, dates, and how many articles
// a page of the index or of a category holds (src/lib/pagination.ts numbers them). Shared by routes, pages and the build.
import { fill } from './template';

/** A picture in two modern formats at several widths (src/steps/images.ts makes the files). */
export interface ResponsiveImage {
  /** The fallback <img src> (WebP at the middle width). */
  src: string;
  avifSrcset: string;
  webpSrcset: string;
  width: number;
  height: number;
}

/** What a card shows of an article, on /blog/ and under 'Related Articles'. */
export interface ArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  categorySlug: string;
  /** ISO date for <time datetime>, and as shown ("15 Mar 2024"). */
  date: string;
  dateLabel: string;
  readTime: string;
  image: ResponsiveImage;
}

export interface Category {
  name: string;
  slug: string;
  count: number;
}

/** 'Related Articles' shows at most three (docs/site.md#display-limits). */
export const MAX_RELATED = 3;

/** Dates are formatted at build, in one locale and time zone, so no browser ever formats them differently. */
const formats = {
  short: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "2024-03-15" → "15 Mar 2024" (short) or "15 March 2024" (long). */
export function formatDate(iso: string, style: keyof typeof formats): string {
  return formats[style].format(new Date(`${iso}T00:00:00Z`));
}

/** "Legal & Compliance" → "legal-compliance": the category's page, /blog/category/legal-compliance/. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Distinct categories in order of first appearance (newest article first), with their article counts. */
export function categoriesOf(articles: readonly { category: string }[]): Category[] {
  const counts = new Map<string, number>();
  for (const a of articles) counts.set(a.category, (counts.get(a.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, slug: categorySlug(name), count }));
}

/** Up to three other articles of the same category, in the order given (newest first). */
export function relatedArticles<A extends { slug: string; category: string }>(article: A, all: readonly A[]): A[] {
  // Stops at the third: with thousands of articles in a category, filtering them all for each article is quadratic.
  const related: A[] = [];
  for (const a of all) {
    if (related.length === MAX_RELATED) break;
    if (a.category === article.category && a.slug !== article.slug) related.push(a);
  }
  return related;
}

/** "Showing 1 article in Maintenance" / "Showing 3 articles in Home Security". */
export function showingMessage(templates: { one: string; other: string }, count: number, category: string): string {
  return fill(count === 1 ? templates.one : templates.other, { count, category });
}

/**
 * Articles on each page of /blog/ and of each category. A full page of the longest titles and excerpts the
 * schema allows stays well under the 14 KB first-paint budget (test/builds/blog-scale.test.ts builds such pages).
 */
export const ARTICLES_PER_PAGE = 12;

/** A link of the category filter: 'All Articles' or a category, marked when it is the list being shown. */
export interface FilterLink {
  label: string;
  href: string;
  /** "page" on the link's own page, "true" on the later pages of its list. */
  current?: 'page' | 'true';
}
