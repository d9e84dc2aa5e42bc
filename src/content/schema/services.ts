// The rule book of content/services/: one file a service, and the copy the services index and every service page
// share (content/pages/services.yaml).
import { z } from 'zod';
import {
  ADDRESS_FROM_NAME,
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

/** A service, one file in content/services/; its page is /services/{file name}/. */
export const service = z.strictObject({
  slug: slug.describe('The file name, given by the loader: /services/{slug}/.'),
  order,
  title: copy.describe(`Display name, e.g. "Lock Repair". ${ADDRESS_FROM_NAME}`),
  metaTitle: metaTitle.describe(
    'The title search results and the browser tab show, before " | " and the site name, such as "Lock Repair in London".',
  ),
  metaDescription: metaDescription.describe(
    'The sentence or two search results show under the title: what the page offers, and where.',
  ),
  shortDescription: copy.describe('One sentence for cards and listings.'),
  fullDescription: copy.describe('The hero paragraph of the service page.'),
  icon: iconName.describe('Icon shown on cards and in the hero.'),
  features: z
    .array(copy)
    .min(3)
    .max(16)
    .describe(
      '"What We Offer", two columns of ticks; the /services/ cards show the first 5. 3–16 keeps the list a list.',
    ),
  benefits: z
    .array(copy)
    .min(2)
    .max(12)
    .describe('"Why Choose Us": a list of ticks; 2–12 still reads as a list, not a page.'),
  howItWorks: z
    .array(
      z.object({
        title: copy,
        description: copy,
        call: z.boolean().optional().describe('The number under the step, for a step that asks the visitor to call.'),
      }),
    )
    .min(2)
    .max(8)
    .meta({ itemLabel: 'Step' })
    .describe('"How It Works": numbered steps in a row of up to 4 on wide screens; 2–8 is still a short process.'),
  faqs: z.array(faq).min(1).max(12).describe('FAQ accordion: 1–12 questions (more than 12 belongs in an article).'),
  relatedServices: z
    .array(slug.meta({ relation: 'services' }))
    .max(6)
    .describe('Other services to link under "Related Services", chosen from the list.'),
  keywords: z
    .array(copy)
    .min(1)
    .max(10)
    .describe('Words people search for that this page answers, such as "lock repair London": 1–10.'),
  ctaHeading: copy.describe('Heading of the closing call to action, specific to the service.'),
});

export type Service = z.infer<typeof service>;

/** Services index copy (docs/site.md#services). */
export const servicesIndexCopy = z
  .strictObject({
    seo: pageSeo,
    hero,
    mainHeading: copy,
    mainSlugs: z
      .array(slug)
      .min(1)
      .max(12)
      .describe('The services shown first, as large cards; every other service follows under additionalHeading.'),
    additionalHeading: copy,
    more: copy,
    fast: z.object({ heading: copy, text: copy, button: copy }),
  })
  .describe('The Services page, /services/.');

export type ServicesIndexCopy = z.infer<typeof servicesIndexCopy>;

/** Headings and buttons shared by the service pages (docs/site.md#a-service). */
export const servicePageCopy = z
  .strictObject({
    callNow: copy,
    quote: link,
    offer: copy,
    why: copy,
    how: copy,
    faq: copy,
    related: copy,
    ctaText: copy,
  })
  .describe('The headings every service page shares.');

export type ServicePageCopy = z.infer<typeof servicePageCopy>;
