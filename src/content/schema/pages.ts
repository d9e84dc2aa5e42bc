// The rule book of the fixed pages' copy in content/pages/: home, about, contact with its quote form, the privacy
// notice, the terms of business and the not-found page.
import { z } from 'zod';
import { NEEDS, PROBLEMS, REFUSALS, TIMES } from '../../lib/quote-requests/form';
import { copy, hero, iconCard, link, metaDescription, pageSeo, sitePath, slug } from './fields';
import { markdownParagraph } from './markdown';

/** Home page copy (docs/site.md#home). */
export const homeCopy = z.strictObject({
  seo: pageSeo,
  hero: hero.extend({ servicesButton: link, points: z.array(copy).min(2).max(4) }),
  about: z
    .object({
      heading: copy,
      paragraphs: z.array(markdownParagraph).min(1).max(5),
      features: z.array(iconCard).min(2).max(8),
    })
    .describe('Paragraphs 1–5; feature cards in a row of up to 4, so 2–8.'),
  services: z
    .object({
      heading: copy,
      intro: copy,
      slugs: z
        .array(slug.meta({ relation: 'services' }))
        .min(1)
        .max(9)
        .meta({ label: 'Services' }),
    })
    .describe('Services shown as cards in rows of 3: 1–9 (the rest are one click away on /services/).'),
  products: z.object({
    heading: copy,
    intro: copy,
    items: z
      .array(iconCard.extend({ href: sitePath }))
      .min(1)
      .max(9)
      .describe('Cards in rows of 3: 1–9.'),
    button: link,
  }),
  reviews: z
    .object({
      heading: copy,
      intro: copy,
      readOn: copy.describe('Before the name of the site a review was first published on, as its link: "Read it on".'),
      chosen: copy.describe(
        'How the reviews shown are chosen, under the reviews, as the law asks: such as "The newest reviews, chosen by date alone, not by what they say."',
      ),
      incentive: copy.describe(
        'Before what a customer was given for their review, beside the review: "Given for this review:".',
      ),
    })
    .describe(
      "Customers' reviews (content/reviews/): shown here, and on the page of each review's service and area, only when there are any.",
    ),
  contact: z.object({
    heading: copy,
    intro: copy,
    location: z.object({ label: copy, value: copy }),
    availability: z.object({ label: copy, value: copy }),
    linksHeading: copy,
    links: z.array(link).min(1),
  }),
});

export type HomeCopy = z.infer<typeof homeCopy>;

export type ReviewsCopy = HomeCopy['reviews'];

/** About page copy (docs/site.md#about). */
export const aboutCopy = z.strictObject({
  seo: pageSeo,
  hero,
  intro: z.object({ heading: copy, paragraphs: z.array(copy).min(2) }),
  values: z.array(iconCard).min(2).max(8).describe('Cards in a row of up to 4: 2–8.'),
  whyChoose: z.object({ heading: copy, items: z.array(copy).min(2).max(10) }).describe('A list of ticks: 2–10.'),
  guarantee: z
    .object({
      heading: copy,
      paragraphs: z
        .array(copy)
        .min(2)
        .refine(
          (p) => p.at(-1)?.endsWith('Your statutory rights are not affected.'),
          'a last paragraph ending "Your statutory rights are not affected."',
        ),
    })
    .describe(
      'The terms of the workmanship guarantee: the one place they are stated; copy that says "guaranteed" links here.',
    ),
  whoWeAre: z
    .object({ heading: copy, paragraphs: z.array(markdownParagraph).min(1).max(3) })
    .describe("Who runs the business: these paragraphs, then the business's details from content/site.yaml trader."),
});

export type AboutCopy = z.infer<typeof aboutCopy>;

/** A message for each value of a list of the form's (its needs, its times, its problems). */
const wordsFor = <const K extends readonly string[]>(keys: K) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, copy])) as Record<K[number], typeof copy>);

/** The quote request form on /contact/ and its two answers (docs/site.md#quote-requests). */

/**
 * Copy that must link the terms of business: the quote form and its answer, where a job is booked (the law asks for
 * the cancellation terms before the contract; docs/site.md#terms). Checked on the HTML the Markdown becomes.
 */
const linksTerms = (s: typeof markdownParagraph) =>
  s.refine(
    (html) => html.includes('href="/terms/"'),
    'text that links the terms of business, [terms of business](/terms/)',
  );

export const requestCopy = z.strictObject({
  on: z
    .boolean()
    .meta({ label: 'Show the form' })
    .describe(
      'Show the form on the contact page. It needs the host set up to take requests (docs/deploy.md#quote-requests) and the address they are emailed from (Site and menus › Business and figures › Technical › Requests); off, visitors call or email instead.',
    ),
  heading: copy,
  intro: copy,
  need: copy.describe('The question above the list of needs.'),
  needs: wordsFor(NEEDS),
  phone: copy,
  name: copy,
  postcode: copy,
  when: copy,
  times: wordsFor(TIMES),
  message: copy,
  messageHint: copy,
  honeypot: copy
    .meta({ label: 'Robot trap' })
    .describe('The label of a field people never see, which only robots fill in.'),
  send: copy,
  privacy: linksTerms(markdownParagraph).describe(
    'The line beside the button, linking the privacy notice and the terms of business (/terms/).',
  ),
  problems: wordsFor(PROBLEMS).describe('What the answer says of each field that was wrong.'),
  refusals: wordsFor(REFUSALS).describe('What the answer says when a request was not stored, by why.'),
  received: z.object({
    title: copy,
    heading: copy,
    callBack: copy.describe('Under the heading: when the visitor can expect your call, with {callBackAim}.'),
    reference: copy.describe(
      'The words before the request\'s reference (the one in the subject of your email about it), such as "Your reference:".',
    ),
    urgent: copy.describe(
      'Shown first, beside the call button, to a visitor who is locked out and asked for help as soon as possible.',
    ),
    paragraphs: z.array(copy).max(3),
    terms: linksTerms(markdownParagraph).describe(
      'A line linking the terms of business (/terms/), with the right to cancel a booked job.',
    ),
  }),
  notSent: z.object({ title: copy, heading: copy, call: copy }),
  email: z
    .strictObject({
      received: copy,
      need: copy,
      phone: copy,
      name: copy,
      postcode: copy,
      when: copy,
      message: copy,
    })
    .describe("The labels of the business's email about each request."),
});

export type RequestCopy = z.infer<typeof requestCopy>;

/** Contact page copy (docs/site.md#contact). */
export const contactCopy = z.strictObject({
  seo: pageSeo,
  hero,
  cards: z
    .array(iconCard.extend({ detail: copy }))
    .min(1)
    .max(4)
    .describe('Contact cards side by side: 1–4.'),
  emergency: z.object({ heading: copy, text: copy, button: copy }),
  areas: z
    .object({ heading: copy, labels: z.array(link).min(1).max(24) })
    .describe('Area links in a grid of 2–4 columns: 1–24.'),
  details: z
    .object({ heading: copy, text: copy })
    .describe(
      "The business's number, email and address (content/site.yaml), and its text links where it takes texts, under this heading and line.",
    ),
  quotes: z.object({ heading: copy, paragraphs: z.array(copy).min(1) }),
  request: requestCopy
    .meta({ label: 'Quote form' })
    .describe('The quote request form and its answers, shown while its switch (Show the form) is on.'),
});

export type ContactCopy = z.infer<typeof contactCopy>;

/** A charge as a figure: an amount in pounds, or none (docs/CONTENT.md#claims-we-can-make). */
const FIGURE = /£\d|\bnone\b|\bnothing\b/i;

/** A short table of charges: each row a charge and its figure, so no charge is left for the door. */
const rateTable = z.strictObject({
  caption: copy.describe('What the table shows, such as "What we charge, including VAT".'),
  chargeHeading: copy.describe('The heading over the charges, such as "Charge".'),
  amountHeading: copy.describe('The heading over the amounts, such as "Amount".'),
  rows: z
    .array(
      z.strictObject({
        charge: copy.describe('The charge, such as "Call-out" or "At night".'),
        amount: copy
          .refine(
            (s) => FIGURE.test(s),
            'an amount in pounds, such as "£30", or "none": {callOutCharge} and {nightCharge} give ours',
          )
          .describe('Its figure: an amount such as "£30", "none", or {callOutCharge} or {nightCharge}.'),
      }),
    )
    .min(1)
    .max(8),
});

/** A notice a heading at a time, each with its paragraphs and any list, in Markdown: the privacy notice, the terms. */
const noticeSections = z
  .array(
    z.object({
      heading: copy,
      paragraphs: z.array(markdownParagraph).min(1).max(8),
      items: z
        .array(markdownParagraph)
        .max(12)
        .optional()
        .describe('A list after the paragraphs, such as the rights a visitor has.'),
      rates: rateTable
        .optional()
        .describe('A short table after the paragraphs, such as what we charge and when, on the terms.'),
    }),
  )
  .min(3)
  .max(16);

/** The privacy notice, /privacy/ (docs/site.md#privacy). */
export const privacyCopy = z.strictObject({
  seo: pageSeo,
  hero,
  sections: noticeSections.describe(
    'The notice, a heading at a time: who holds the details and how to reach them ({legalName}, {email}, {address}), what is collected and why, who receives it, how long it is kept ({enquiriesKept}), the rights and the ICO.',
  ),
});

/** A page of notice sections: the privacy notice or the terms of business, drawn by one component. */
export type NoticeCopy = z.infer<typeof privacyCopy>;

/** Words every terms of business must keep: the law asks for them before a booked job (docs/site.md#terms). */
const TERMS_MUST_SAY: [RegExp, string][] = [
  [/\b14 days\b/, 'the 14 days a customer has to cancel a job booked by phone, online or at home'],
  [/hereby give notice that I\/We \[\*\] cancel/, 'the model cancellation form, word for word'],
];

/** The terms of business, /terms/ (docs/site.md#terms). */
export const termsCopy = z.strictObject({
  seo: pageSeo,
  hero,
  sections: noticeSections
    .superRefine((sections, ctx) => {
      const text = JSON.stringify(sections).replace(/&amp;/g, '&');
      for (const [words, what] of TERMS_MUST_SAY)
        if (!words.test(text)) ctx.addIssue({ code: 'custom', message: `terms that keep ${what}` });
    })
    .describe(
      'The terms, a heading at a time: who we are ({legalName}, {address}, {email}), how a price is agreed and paid ({callOutCharge}, {nightCharge}), the right to cancel within 14 days and how, starting sooner, urgent repairs, complaints, and the model cancellation form.',
    ),
});

/** Not-found page copy (docs/site.md#not-found-page-and-fallbacks). */
export const notFoundCopy = z.strictObject({
  title: copy,
  description: metaDescription,
  code: copy,
  heading: copy,
  home: copy,
  breadcrumb: copy,
});

export type NotFoundCopy = z.infer<typeof notFoundCopy>;
