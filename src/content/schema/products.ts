// The rule book of content/products/: one file a product category, and the copy the products index and every
// category page share (content/pages/products.yaml).
import { z } from 'zod';
import {
  ADDRESS_FROM_NAME,
  card,
  copy,
  faq,
  hero,
  iconName,
  link,
  metaDescription,
  metaTitle,
  order,
  pageSeo,
  slug,
} from './fields';

/** One product in a category's range. */
export const product = z.object({
  name: copy.describe('Display name, e.g. "Euro Cylinders".'),
  description: copy.describe('One or two sentences.'),
  features: z.array(copy).min(3).max(5).describe('"Key Features": 3 to 5 short lines.'),
  benefits: z.array(copy).min(3).max(5).describe('"Benefits": 3 to 5 short lines.'),
});

export type Product = z.infer<typeof product>;

/** A product category, one file in content/products/; its page is /products/{file name}/. */
export const productCategory = z.strictObject({
  slug: slug.describe('The file name, given by the loader: /products/{slug}/.'),
  order,
  title: copy.describe(`Display name, e.g. "Door Locks". ${ADDRESS_FROM_NAME}`),
  icon: iconName.describe('Icon shown on cards and in the header.'),
  description: copy.describe('One or two sentences for the card and the page header.'),
  overview: z
    .array(copy)
    .min(1)
    .max(6)
    .describe('Overview paragraphs: 1–6 keeps the range below the first screen within reach.'),
  products: z.array(product).min(1).max(12).describe('The range, a grid of product cards: 1–12.'),
  whyChooseUs: z
    .array(card)
    .min(2)
    .max(8)
    .meta({ itemLabel: 'Reason' })
    .describe('"Why Choose Our {title} Services": a grid of 2 columns, 2–8 cards.'),
  faqs: z.array(faq).min(1).max(12).describe('FAQ accordion: 1–12 questions (more than 12 belongs in an article).'),
  listing: z
    .array(copy.regex(/^[^-]+ - .+$/, '"Name - description"'))
    .min(3)
    .max(12)
    .describe('Short listing, lines "Name - description"; the /products/ card shows the first 5, so 3–12.'),
  seo: z
    .object({ title: metaTitle, metaDescription, keywords: z.array(copy).min(3).max(10) })
    .describe('Search metadata of the category page.'),
});

export type ProductCategory = z.infer<typeof productCategory>;

/** Products index copy (docs/site.md#products). */
export const productsIndexCopy = z
  .strictObject({
    seo: pageSeo,
    hero,
    viewDetails: copy,
    banner: z.object({ heading: copy, text: copy, quote: link }),
  })
  .describe('The Products page, /products/.');

export type ProductsIndexCopy = z.infer<typeof productsIndexCopy>;

/** Headings and buttons shared by the product category pages (docs/site.md#a-product-category). */
export const productPageCopy = z
  .strictObject({
    overview: copy,
    range: copy,
    keyFeatures: copy,
    benefits: copy,
    whyChoose: copy
      .refine((s) => s.includes('{title}'), 'a heading containing "{title}"')
      .describe('"{title}" is replaced by the category title.'),
    faq: copy,
    closing: z.object({ heading: copy, text: copy, quote: link }),
  })
  .describe("The headings every product category page shares; {title} is the category's title.");

export type ProductPageCopy = z.infer<typeof productPageCopy>;
