// The building blocks every collection's rule book shares: slugs, site paths, copy, search titles and descriptions,
// icons, figures in their forms, dates, and the cards, questions and links the pages repeat.
import { z } from 'zod';

/**
 * What renaming a page's entry does to its address, said beside its name in the form: the editor names the file, and
 * so the address, from the name only when the entry is added.
 */
export const ADDRESS_FROM_NAME =
  "The page's address is made from it when the entry is added; renaming it later keeps that address, so links to the page still work.";

/** Lowercase kebab-case, as every slug and URL segment on the site. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase kebab-case slug such as "lock-repair"');

/** A site path: starts and ends with "/", optional #fragment (internal links always end in a slash). */
export const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/, 'a site path such as "/services/lock-repair/" (trailing slash)');

export const text = z.string().trim().min(1, 'some text');

/** A sentence or paragraph of copy: no HTML, no Markdown. */
export const copy = text.refine((s) => !/[<>]/.test(s), 'plain text without HTML');

/** Text that names a page of a list: "Page {page} of {pages}". */
const pageTemplate = copy.refine((s) => s.includes('{page}'), 'text containing "{page}"');

/** The links between the numbered pages of a list, and the titles of page 2 onwards. */
export const listPagination = z.object({
  label: copy.describe('Accessible name of the page links.'),
  previous: copy,
  next: copy,
  page: pageTemplate.describe(
    'Accessible name of a numbered link, and the last breadcrumb of page 2 onwards: "Page {page}".',
  ),
  title: pageTemplate
    .refine((s) => s.includes('{title}'), 'text containing "{title}"')
    .describe('Title of page 2 onwards: "{title}: Page {page} of {pages}" ({title} is the first page\'s heading).'),
  description: pageTemplate
    .refine((s) => s.includes('{description}'), 'text containing "{description}"')
    .describe('Meta description of page 2 onwards: "Page {page} of {pages}. {description}".'),
});

/** Search-result title: Google shows about 60 characters before cutting it off. */
export const metaTitle = copy.max(60, 'at most 60 characters (longer titles are truncated in search results)');

/** Search-result snippet: 70–160 characters shows in full without looking thin. */
export const metaDescription = copy
  .min(70, 'at least 70 characters')
  .max(160, 'at most 160 characters (longer descriptions are truncated in search results)');

/** Names of the inline SVG icons in src/components/Icon.tsx. */
export const iconName = z.enum([
  'home',
  'building',
  'car',
  'alert',
  'lock',
  'wrench',
  'key',
  'shield',
  'door',
  'camera',
  'safe',
  'clock',
  'badge',
  'users',
  'map-pin',
  'phone',
  'message',
  'check',
  'star',
  'window',
  'tools',
]);

export type IconName = z.infer<typeof iconName>;

/** A question with its answer, shown in an FAQ accordion and in FAQPage structured data. */
export const faq = z.object({
  question: copy
    .refine((s) => s.endsWith('?'), 'a question ending in "?"')
    .describe('The question as a visitor would ask it, ending in "?".'),
  answer: copy.describe('A complete answer of one or more sentences.'),
});

export type Faq = z.infer<typeof faq>;

/** A card with a heading and a line of copy. */
export const card = z.object({
  title: copy.describe('Short heading, a few words.'),
  description: copy.describe('One or two sentences.'),
});

export type Card = z.infer<typeof card>;

/** Where a record comes in its lists: lower first; records without one come last, by slug. */
export const order = z
  .number()
  .int()
  .optional()
  .describe('Where it comes in its lists, lower first, such as 3; left empty, it comes last.');

/** The forms the site's figures take, so "abc" is never stated as a price or a time. */
export const MINUTES = /^\d+(?:–\d+)? minutes$/;

export const PRICE = /^£\d+(?:\.\d\d)?$/;

export const PRICES = /^£\d+(?:\.\d\d)?(?:–£\d+(?:\.\d\d)?)?$/;

export const PERCENT = /^\d+(?:–\d+)?%$/;

export const MONTHS = /^\d+ months?$/;

/** A figure of the copy in its form; `example` is the rule in words, which the editor shows when it is broken. */
export const figure = (pattern: RegExp, example: string) =>
  copy.regex(pattern, example).meta({ patternMessage: example });

/** A card with an icon, a heading and a line of copy. */
export const iconCard = card.extend({ icon: iconName });

export type IconCard = z.infer<typeof iconCard>;

/** Search metadata of a fixed page. */
export const pageSeo = z.object({ title: metaTitle, description: metaDescription, keywords: z.array(copy).min(3) });

/** The headline block at the top of a page. */
export const hero = z.object({ title: copy, subtitle: copy });

/** A link rendered as a button or a text link. */
export const link = z.object({ label: copy, href: sitePath });

/** A calendar date as ISO 8601 ("2024-03-15") that exists. */
export const isoDate = z
  .string()
  // A date not in that form is not also reported as a date that does not exist.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'an ISO date such as "2024-03-15"', abort: true })
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, 'a date that exists, such as "2024-03-15"');
