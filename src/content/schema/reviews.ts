// The rule book of content/reviews/: one file a customer's review, copied from where it was first published.
import { z } from 'zod';
import { copy, isoDate, slug } from './fields';

/**
 * A customer's review, as they first published it elsewhere (docs/site.md#reviews): shown with its source linked, so
 * a visitor can check it there, and in no structured data. None is made up: the folder starts empty.
 */
export const review = z.strictObject({
  slug: slug.describe('The file name, given by the loader.'),
  words: copy
    .max(600, 'at most 600 characters')
    .describe('The customer’s words as they published them; shorten only by leaving words out, marked "…".'),
  name: copy
    .max(40, 'at most 40 characters')
    .describe('Their first name or initials, as shown where they published it, such as "Sarah" or "J. M."'),
  service: slug
    .optional()
    .meta({ relation: 'services' })
    .describe('The service the job was, chosen from the list: the review shows on its page too.'),
  area: slug
    .optional()
    .meta({ relation: 'areas' })
    .describe('Where the job was, chosen from the list of areas: the review shows on its page too.'),
  date: isoDate.describe('The day they published it.'),
  source: z
    .strictObject({
      name: copy.max(40, 'at most 40 characters').describe('Where it was published, such as "Google" or "Trustpilot".'),
      url: z
        .url({ protocol: /^https$/, error: 'the https:// address of the review where it was published' })
        .describe('The address of the review there (https://…), which the site links so a visitor can check it.'),
    })
    .describe('Where the review was first published.'),
  incentive: copy
    .max(120, 'at most 120 characters')
    .optional()
    .describe(
      'Anything the customer was given or offered for the review, such as "£10 off their next job": shown beside it, as the law asks. Leave it empty only when they were given nothing.',
    ),
});

export type Review = z.infer<typeof review>;
