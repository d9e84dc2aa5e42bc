// The rule book of content/social.yaml: the words on the social preview cards.
import { z } from 'zod';
import { copy } from './fields';

/** content/social.yaml: the words of the social preview cards (one per page kind; articles show their own title). */
const socialCard = z.object({ eyebrow: copy.max(40), title: copy.max(90) });

/** The card of each blog category: `{category}` in the title is the category's name (at most 40 characters). */
const categoryCard = z.object({
  eyebrow: copy.max(40),
  title: copy
    .max(60, 'at most 60 characters, so a 40-character category still fits')
    .refine((s) => s.includes('{category}'), 'text containing "{category}"'),
});

export const socialCopy = z.strictObject({
  tagline: copy.max(90),
  imageAlt: copy.refine((s) => s.includes('{title}'), 'text containing {title}'),
  cards: z.object({
    home: socialCard,
    about: socialCard,
    contact: socialCard,
    privacy: socialCard,
    terms: socialCard,
    services: socialCard,
    service: socialCard,
    products: socialCard,
    product: socialCard,
    areas: socialCard,
    area: socialCard,
    blog: socialCard,
    blogCategory: categoryCard,
    notFound: socialCard,
  }),
});

export type SocialCopy = z.infer<typeof socialCopy>;
