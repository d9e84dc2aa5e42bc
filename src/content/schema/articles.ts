// The rule book of content/blog/: an article's front matter, and the copy the blog index, its category pages and
// every article share (content/pages/blog.yaml).
import { z } from 'zod';
import { nameTemplate } from './areas';
import {
  ADDRESS_FROM_NAME,
  copy,
  hero,
  isoDate,
  link,
  listPagination,
  metaDescription,
  metaTitle,
  pageSeo,
  sitePath,
} from './fields';

/** Text that names a blog category: "Articles on {category}". */
const categoryTemplate = copy.refine((s) => s.includes('{category}'), 'text containing "{category}"');

/** The blog index and its category pages (docs/site.md#blog), each split into numbered pages. */
export const blogIndexCopy = z
  .strictObject({
    seo: pageSeo,
    hero,
    category: z
      .object({
        seo: z.object({
          title: categoryTemplate,
          description: categoryTemplate,
          keywords: z.array(copy).min(3),
        }),
        hero: z.object({ title: categoryTemplate, subtitle: copy }),
      })
      .describe('/blog/category/{slug}/: the same fields, with "{category}" where the category\'s name goes.'),
    allArticles: copy.describe('The link back to every category: the first filter link, to /blog/.'),
    filterLabel: copy.describe('Accessible name of the category links.'),
    showing: z
      .object({
        one: copy.refine(
          (s) => s.includes('{count}') && s.includes('{category}'),
          'text containing "{count}" and "{category}"',
        ),
        other: copy.refine(
          (s) => s.includes('{count}') && s.includes('{category}'),
          'text containing "{count}" and "{category}"',
        ),
      })
      .describe('"Showing {count} article in {category}", singular and plural.'),
    feed: copy,
    pagination: listPagination.describe('The links between the pages of a list (/blog/page/2/, …).'),
  })
  .describe('The blog, /blog/, and its category pages; {category}, {page} and {pages} are filled in.');

export type BlogIndexCopy = z.infer<typeof blogIndexCopy>;

/** Headings and labels the article pages share (docs/site.md#an-article). */
export const articlePageCopy = z
  .strictObject({
    back: link,
    readTime: copy
      .refine((s) => s.includes('{minutes}'), 'text containing "{minutes}"')
      .describe('"{minutes} min read".'),
    relatedLinks: copy,
    viewServices: copy.describe('The link text of each related service path.'),
    areaLink: nameTemplate.describe('The link text of each related area path: "Locksmith in {name}".'),
    relatedArticles: copy,
    reviewed: copy
      .refine((s) => s.includes('{date}'), 'text containing "{date}"')
      .describe('Beside the date of an article that has been reviewed since: "Last reviewed {date}".'),
    cta: z.object({ heading: copy, text: copy }),
  })
  .describe('What every article page shares.');

export type ArticlePageCopy = z.infer<typeof articlePageCopy>;

/** What /blog/{unknown}/ shows (docs/site.md#errors-and-fallbacks). */
export const postNotFoundCopy = z
  .strictObject({ title: copy, text: copy, back: link })
  .describe('The page for an article address that does not exist.');

export type PostNotFoundCopy = z.infer<typeof postNotFoundCopy>;

/** The front matter of an article in content/blog/; its address is /blog/{file name}/ (docs/site.md#article). */
export const articleFrontMatter = z
  .object({
    title: copy.max(110, 'at most 110 characters').describe(ADDRESS_FROM_NAME),
    excerpt: copy.max(240, 'at most 240 characters').describe('One or two sentences for the cards and the feed.'),
    image: z
      .string()
      .regex(/^images\/[a-z0-9-]+\.(?:svg|png|jpe?g|webp)$/, 'a file in images/, such as "images/lock-repair.svg"')
      .describe('An illustration in content/blog/images/, turned into AVIF and WebP at build.'),
    date: isoDate.describe('Date of publication.'),
    reviewed: isoDate
      .optional()
      .describe('The day the article was last checked against the law or facts it states, shown beside the date.'),
    category: copy.max(40, 'at most 40 characters'),
    // An empty list may be left out: the editor writes none.
    relatedServices: z
      .array(sitePath)
      .default([])
      .describe('Service pages to link at the end, by address, such as "/services/lock-repair/" (or "/services/").'),
    relatedAreas: z
      .array(sitePath)
      .default([])
      .describe('Area pages to link at the end, by address, such as "/areas/camden/".'),
    seo: z
      .object({ title: metaTitle, metaDescription, keywords: z.array(copy).min(1, 'at least 1 keyword') })
      .strict()
      .optional(),
  })
  .strict()
  .refine((a) => !a.reviewed || a.reviewed >= a.date, {
    path: ['reviewed'],
    message: 'a date on or after the date of publication',
  });

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;
