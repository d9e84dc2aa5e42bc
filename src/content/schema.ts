// The rule book of content/: the shape of every record as zod schemas. The loader checks each YAML file and each
// article's front matter against them, and the pages get their types from them. Lists have the range their layout
// suits (docs/content-reference.md "Lists and their ranges"), each with its reason beside it; nothing fixes how many
// services, products, areas or articles there are.
import { z } from 'zod';
import { firstSentence, regions } from '../lib/area';
import { inlineMarkdownToHtml } from '../lib/markdown';
import { dramaRange, ukInternational, ukMobile } from '../lib/phone';
import { COMPANY_NUMBER, ukPostcode, ukVatNumber, VAT_STATUSES } from '../lib/uk-ids';
import { NEEDS, PROBLEMS, REFUSALS, TIMES } from '../lib/quote-form';

/**
 * What renaming a page's entry does to its address, said beside its name in the form: the editor names the file, and
 * so the address, from the name only when the entry is added.
 */
const ADDRESS_FROM_NAME =
  "The page's address is made from it when the entry is added; renaming it later keeps that address, so links to the page still work.";

/** Lowercase kebab-case, as every slug and URL segment on the site. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase kebab-case slug such as "lock-repair"');

/** A site path: starts and ends with "/", optional #fragment (internal links always end in a slash). */
export const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/, 'a site path such as "/services/lock-repair/" (trailing slash)');

const text = z.string().trim().min(1, 'some text');

/** A sentence or paragraph of copy: no HTML, no Markdown. */
const copy = text.refine((s) => !/[<>]/.test(s), 'plain text without HTML');

/** Search-result title: Google shows about 60 characters before cutting it off. */
const metaTitle = copy.max(60, 'at most 60 characters (longer titles are truncated in search results)');

/** Search-result snippet: 70–160 characters shows in full without looking thin. */
const metaDescription = copy
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
const order = z
  .number()
  .int()
  .optional()
  .describe('Where it comes in its lists, lower first, such as 3; left empty, it comes last.');

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

const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time such as "09:00"');

/** The forms the site's figures take, so "abc" is never stated as a price or a time. */
const MINUTES = /^\d+(?:–\d+)? minutes$/;
const PRICE = /^£\d+(?:\.\d\d)?$/;
const PRICES = /^£\d+(?:\.\d\d)?(?:–£\d+(?:\.\d\d)?)?$/;
const PERCENT = /^\d+(?:–\d+)?%$/;
const MONTHS = /^\d+ months?$/;
/** A figure of the copy in its form; `example` is the rule in words, which the editor shows when it is broken. */
const figure = (pattern: RegExp, example: string) => copy.regex(pattern, example).meta({ patternMessage: example });

/** What kind of business the trader is; the last two are on the Companies House register. */
const LEGAL_FORMS = ['Sole trader', 'Partnership', 'Private limited company', 'Limited liability partnership'] as const;
const COMPANY_FORMS: ReadonlySet<string> = new Set(['Private limited company', 'Limited liability partnership']);
/** Who comes to a job, as the owner states it: "the locksmith who comes is one of {whoComes}". */
const WHO_COMES = ['our own employed locksmiths', 'self-employed locksmiths who work for us'] as const;

/** The part of the UK a company number's prefix belongs to, where the prefix says (Companies House's prefixes). */
function registerOf(number: string): string | undefined {
  const prefix = number.slice(0, 2);
  if (['SC', 'SO', 'SL'].includes(prefix)) return 'Scotland';
  if (['NI', 'NC', 'NL'].includes(prefix)) return 'Northern Ireland';
  return undefined;
}

/** A UK postcode, written as Royal Mail writes it ("N1 9GU"). */
const postcode = z
  .string()
  .refine((s) => ukPostcode(s) !== undefined, 'a UK postcode, such as "N1 9GU"')
  .transform((s) => ukPostcode(s) ?? s);

/** A postal address in the UK. */
const postalAddress = z.strictObject({
  street: copy.describe(
    'The building and street, such as "12 Example Road" (a unit or floor first, where there is one).',
  ),
  town: copy.describe('The town or city, such as "London".'),
  postcode: postcode.describe('The postcode, such as "N1 9GU".'),
});
export type PostalAddress = z.infer<typeof postalAddress>;

/**
 * Who the trader is, as UK law asks a trader's website to say (docs/site.md#who-we-are): the Electronic Commerce
 * Regulations 2002 (name, geographic address, email, trade register and VAT number) and, for a limited company, the
 * Company, LLP and Business (Names and Trading Disclosures) Regulations 2015.
 */
const trader = z
  .strictObject({
    legalForm: z
      .enum(LEGAL_FORMS)
      .optional()
      .describe(
        'What kind of business it is, as the Provision of Services Regulations 2009 ask a trader to say: until it is set, the build warns.',
      ),
    legalName: copy.describe(
      "The name the business is legally known by: a company's registered name (\"Example Locks Ltd\"), or a sole trader's own name. Every page's footer gives it, beside the business name above.",
    ),
    address: postalAddress.describe(
      'The address the business is run from (not a PO box): the footer, the contact page and the structured data give it.',
    ),
    email: z
      .email('an email address, such as "help@example.co.uk"')
      .describe("The address that takes customers' email: every page links it."),
    company: z
      .strictObject({
        number: z
          .string()
          .trim()
          .toUpperCase()
          .regex(COMPANY_NUMBER, 'a Companies House number, such as "01234567" or "SC123456"')
          .describe('The company number, eight characters, such as "01234567".'),
        registeredIn: z
          .enum(['England and Wales', 'Wales', 'Scotland', 'Northern Ireland'])
          .describe('The part of the UK the company is registered in.'),
        registeredOffice: postalAddress.optional().describe('The registered office, when it is not the address above.'),
      })
      .refine((c) => registerOf(c.number) === undefined || registerOf(c.number) === c.registeredIn, {
        path: ['registeredIn'],
        message:
          "the part of the UK its number belongs to (SC, SO and SL numbers are Scotland's; NI, NC and NL Northern Ireland's)",
      })
      .optional()
      .describe(
        'For a limited company or an LLP: its number and where it is registered. Leave it out for a sole trader or a partnership.',
      ),
    vatStatus: z
      .enum(VAT_STATUSES)
      .optional()
      .describe(
        'Whether the business is registered for VAT, as the law asks a trader to say: registered, with the number below, or not (then no copy may say "VAT included" or promise a VAT invoice). Until it is set, a live build refuses.',
      ),
    vatNumber: z
      .string()
      .refine((s) => ukVatNumber(s) !== undefined, 'a UK VAT number, such as "GB 123 4567 82"')
      .transform((s) => ukVatNumber(s) ?? s)
      .optional()
      .describe('The VAT registration number, when the business is registered for VAT.'),
    memberships: z
      .array(
        z.strictObject({
          name: copy.describe('The trade body, such as "Master Locksmiths Association".'),
          number: copy.optional().describe('The membership number, where the body gives one.'),
          url: z
            .url({ protocol: /^https$/ })
            .optional()
            .describe("The body's page that shows the membership, or its home page (https://…)."),
        }),
      )
      .max(6)
      .optional()
      .describe(
        'Trade bodies the business belongs to, each as the body lists it: only memberships that can be checked.',
      ),
  })
  .refine((t) => !t.legalForm || COMPANY_FORMS.has(t.legalForm) === (t.company !== undefined), {
    path: ['company'],
    message: 'a company number for a limited company or an LLP, and none for a sole trader or a partnership',
  })
  .refine((t) => t.vatStatus !== VAT_STATUSES[1] || t.vatNumber === undefined, {
    path: ['vatNumber'],
    message: 'no VAT number for a business not registered for VAT',
  })
  .refine((t) => t.vatStatus !== VAT_STATUSES[0] || t.vatNumber !== undefined, {
    path: ['vatNumber'],
    message: 'the VAT number of a business registered for VAT',
  })
  .describe(
    "Who the business is, as the law asks every trader's website to say: the footer of every page, the contact and about pages, the privacy notice and the structured data give it.",
  );

/** The business constants (docs/site.md#what-the-site-is, docs/site.md#claims-and-limits). */
export const siteFields = z.strictObject({
  name: copy.describe(
    'The business name, such as "Locksmith London": after every page title, and what search engines call the business.',
  ),
  brand: copy
    .refine((s) => s === s.toUpperCase(), 'capital letters')
    .describe('Brand text in the top bar, in capitals.'),
  telephone: z
    .string()
    .regex(/^[+(\d][\d ()+-]{8,24}$/, 'a telephone number, such as "020 7946 0123"')
    // Asked only of what looks like a number, so "call us" gets one message, not two.
    .refine((s) => ukInternational(s) !== undefined, {
      message: 'a UK telephone number, such as "020 7946 0123"',
      when: (payload) => payload.issues.length === 0,
    })
    .transform((s) => ukInternational(s) ?? s)
    .meta({
      telephone: true,
      patternMessage: 'a telephone number, such as "020 7946 0123"',
      description:
        'The business line, written as you would write it, such as "020 7946 0123": every Call button dials it. The editor saves it in international form (+442079460123).',
    }),
  foundingYear: z
    .number()
    .int()
    .min(1900)
    .describe(
      'Year the business started, such as 2010: {foundingYear} in copy, and {yearsInBusiness} counts from it when the site is built, so it goes up by itself each January.',
    ),
  facts: z
    .object({
      confirmed: z
        .boolean()
        .describe(
          'Tick once you have checked every fact below and the founding year above: until then they are stand-ins, which a preview lists and a live build refuses.',
        ),
      whoComes: z
        .enum(WHO_COMES)
        .describe(
          'Who comes to a job: "the locksmith who comes is one of {whoComes}", on the about page, the emergency page and the terms.',
        ),
      // Unticked, the editor's checkbox may write nothing: not insured, as left.
      insured: z
        .boolean()
        .default(false)
        .describe(
          'Tick when the business holds insurance for the work it does (public liability): only then may the copy call the locksmiths or the work insured.',
        ),
      arrivalAim: figure(MINUTES, 'a time in minutes, such as "30 minutes"').meta({
        description: 'How soon we aim to reach a customer: "we aim to reach you within {arrivalAim}".',
      }),
      averageArrival: figure(MINUTES, 'a time or range in minutes, such as "20–30 minutes"').meta({
        description: 'Average arrival time: "({averageArrival} on average)".',
      }),
      callBackAim: figure(MINUTES, 'a time in minutes, such as "30 minutes"').meta({
        description:
          'How soon we aim to call back a visitor who sent the quote form, as its "received" answer states: "we aim to call you back within {callBackAim}".',
      }),
      resolvedWithin: copy.describe('How soon most jobs are done once we are there: "resolved {resolvedWithin}".'),
      basicKeyPrice: figure(PRICE, 'a price in pounds, such as "£50"').meta({
        description: 'The price of a basic car key, VAT included: "from {basicKeyPrice}".',
      }),
      dealerKeyPrice: figure(PRICES, 'a price or range in pounds, such as "£200–£500"').meta({
        description: 'A main dealer\'s usual price for a replacement car key: "{dealerKeyPrice} or more".',
      }),
      dealerSaving: figure(PERCENT, 'a percentage or range, such as "30–50%"').meta({
        description: 'How much less our car keys typically cost than a dealer\'s: "typically {dealerSaving} cheaper".',
      }),
      dealerSavingMax: figure(PERCENT, 'a percentage, such as "70%"').meta({
        description: 'The most we save against a dealer, on some keys: "up to {dealerSavingMax}".',
      }),
      enquiriesKept: figure(MONTHS, 'a time in months, such as "12 months"').meta({
        description:
          'How long we keep the details of an enquiry that did not become a job, as the privacy notice states: "kept for {enquiriesKept}".',
      }),
    })
    .strict()
    .describe(
      'The facts and figures the copy states, each written once: copy anywhere writes {arrivalAim} and the build puts in the figure, so changing one here changes every page that states it.',
    ),
  trader,
  texts: z
    .strictObject({
      mobile: z
        .string()
        .regex(/^[+(\d][\d ()+-]{8,24}$/, 'a mobile number, such as "07911 123456"')
        .refine((s) => dramaRange(s) !== 'mobile', {
          message: 'a mobile that takes texts (Ofcom keeps 07700 900000 to 900999 for drama, so they reach no phone)',
          when: (payload) => payload.issues.length === 0,
        })
        .refine((s) => ukMobile(s) !== undefined, {
          message: 'a UK mobile number, such as "07911 123456" (a landline cannot take texts)',
          when: (payload) => payload.issues.length === 0,
        })
        .transform((s) => ukMobile(s) ?? s)
        .meta({
          telephone: true,
          patternMessage: 'a mobile number, such as "07911 123456"',
          description:
            'The mobile that takes texts, written as you would write it, such as "07911 123456". The editor saves it in international form.',
        }),
      // Unticked, the editor's checkbox writes nothing: not on WhatsApp, as left.
      whatsapp: z
        .boolean()
        .default(false)
        .describe('Tick when the same mobile is on WhatsApp: a "WhatsApp us" link then sits beside "Text us".'),
    })
    .optional()
    .describe(
      'A mobile that takes texts, for visitors who would rather write or send a photo: "Text us" links on the contact page and in every closing call to action. Leave it out and no text link appears.',
    ),
  region: copy.describe('Region served, as shown on the contact page.'),
  openingHours: z
    .object({ days: z.array(weekday).min(1), opens: clock, closes: clock })
    .describe('Opening hours, the same on every listed day: 00:00 to 23:59 on all seven is open around the clock.'),
  guarantee: z
    .object({
      confirmed: z
        .boolean()
        .describe(
          'Tick once you have checked the months and the parts warranties below: until then they are stand-in terms and the build warns.',
        ),
      workmanshipMonths: z
        .number()
        .int()
        .min(1)
        .max(120)
        .describe('How long our own work (fitting, repair, adjustment) is guaranteed, from the day of the job.'),
      partsWarrantyYears: z
        .object({ min: z.number().int().min(0), max: z.number().int().min(1) })
        .refine((y) => y.min <= y.max, 'min no greater than max')
        .describe("The manufacturers' warranties on the parts we fit, in years (they vary by product)."),
    })
    .strict()
    .describe(
      'The workmanship guarantee the copy promises; its terms are stated once, on the about page (/about/#guarantee).',
    ),
  charges: z
    .strictObject({
      confirmed: z
        .boolean()
        .describe(
          'Tick once the owner has checked the charges, the lockout price and the ways to pay below: until then they are stand-ins, which a preview lists and a live build refuses.',
        ),
      callOut: z
        .string()
        .regex(/^(?:none|£\d+(?:\.\d\d)?)$/, '"none", or an amount including VAT, such as "£30"')
        .describe(
          'What coming out costs before any work, including VAT: "none", or an amount such as "£30". Copy that says "no call-out charge" needs "none" here.',
        ),
      night: z
        .string()
        .regex(
          /^(?:none|[^£]*£\d[^£]*)$/,
          '"none", or the amount with the hours it applies, such as "+£20 between 10pm and 7am"',
        )
        .describe(
          'What a call at night adds to the price, including VAT, with its hours: "none", or such as "+£20 between 10pm and 7am". Copy that speaks of our night premium gives it as {nightCharge}.',
        ),
      lockout: figure(PRICES, 'a price or range in pounds, such as "£80–£150"').meta({
        description:
          'What opening a door costs a locked-out customer by day, including VAT, as a price or a range: "{lockoutPrice}", with the night charge beside it.',
      }),
      payment: copy.describe(
        'How customers can pay, as the terms and the prices say it: "by {paymentMethods}", such as "card, cash or bank transfer".',
      ),
    })
    .describe(
      'Every charge beyond the fixed price, as a figure, the price of a lockout and how to pay: the copy gives them as {callOutCharge}, {nightCharge}, {lockoutPrice} and {paymentMethods}, and no copy may speak of a premium, or claim a price, without the night charge beside it (docs/CONTENT.md#claims-we-can-make).',
    ),
  technical: z
    .strictObject({
      origin: z
        .url({ protocol: /^https?$/ })
        .refine((s) => !s.endsWith('/'), 'no trailing slash')
        .describe(
          'The address of the site, scheme and host without a trailing slash, such as "https://www.example.co.uk"; canonical URLs start with it. A build with SITE_URL=https://… uses that instead.',
        ),
      editor: z
        .strictObject({
          repo: z
            .string()
            .regex(/^[\w.-]+\/[\w.-]+$/, 'a GitHub repository as owner/name, such as "locksmith-london/website"')
            .describe('The GitHub repository the site is built from, as owner/name: the editor saves to it.'),
          branch: z
            .string()
            .regex(/^[\w./-]+$/, 'a branch name such as "main"')
            .describe('The branch the site is built from; each save in the editor is a pull request into it.'),
          signIn: z
            .enum(['netlify', 'cloudflare'])
            .describe(
              "Who signs the owner in to GitHub: Netlify's GitHub sign-in, or the site's own sign-in function on Cloudflare Pages (docs/deploy.md).",
            ),
        })
        .optional()
        .describe('The editor at /admin/ (docs/deploy.md). Without this group the build makes no editor.'),
      requests: z
        .strictObject({
          to: z
            .email('an email address, such as "quotes@example.co.uk"')
            .optional()
            .describe(
              "Where quote requests are emailed; left empty, the business's email (trader.email). It is public: the site's settings file (/contact/request-settings.json) gives it, so use an address you would publish.",
            ),
          from: z
            .email('an email address, such as "website@example.co.uk"')
            .describe(
              'The address requests are emailed from: one on a domain the mail service sends for (docs/deploy.md#quote-requests).',
            ),
        })
        .optional()
        .describe(
          'The quote request form on /contact/, which needs the host to run its function and database (docs/deploy.md#quote-requests). Without this group the site has no form.',
        ),
      priceRange: z
        .string()
        .min(1)
        .describe('How search engines describe your prices, from "£" (cheap) to "££££", such as "££".'),
      currency: z.string().length(3).describe('The currency of your prices, as its three-letter code: "GBP".'),
      country: z.string().length(2).describe('The country, as its two-letter code: "GB".'),
      geo: z
        .object({
          latitude: z.number().min(-90).max(90).describe('North–south, in decimal degrees, such as 51.5074.'),
          longitude: z.number().min(-180).max(180).describe('East–west, in decimal degrees, such as -0.1278.'),
        })
        .describe(
          'Where the business is, for search engines: a point in central London serves a business that comes to you.',
        ),
      themeColor: z
        .string()
        .regex(/^#[0-9a-f]{6}$/, 'a hex colour such as "#0f172a"')
        .describe('The colour of the browser\'s bar on phones, as a hex code such as "#0f172a".'),
    })
    .describe(
      "Settings for the host, search engines and the editor, rarely changed: the site's address, where the editor saves, the business on the map and the colour of the phone's bar.",
    ),
});

/**
 * The business constants as the pages read them: the technical group's settings (technical.origin, …) sit beside the
 * business's, where one file of content/ keeps them apart for the owner.
 */
export const siteSettings = siteFields.transform(({ technical, ...business }) => ({ ...business, ...technical }));
export type SiteSettings = z.output<typeof siteSettings>;

/**
 * A paragraph in Markdown: links ("[every London borough](/areas/)"), **bold** and *italic*. The loader turns it
 * into HTML through the articles' sanitizer, so the pages receive HTML.
 */
export const markdownParagraph = copy.transform(inlineMarkdownToHtml).meta({ markdown: true });
export type MarkdownParagraph = z.infer<typeof markdownParagraph>;

/** A card with an icon, a heading and a line of copy. */
export const iconCard = card.extend({ icon: iconName });
export type IconCard = z.infer<typeof iconCard>;

/** Search metadata of a fixed page. */
export const pageSeo = z.object({ title: metaTitle, description: metaDescription, keywords: z.array(copy).min(3) });

/** The headline block at the top of a page. */
export const hero = z.object({ title: copy, subtitle: copy });

/** A link rendered as a button or a text link. */
export const link = z.object({ label: copy, href: sitePath });

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

/** The regions /areas/ groups the areas by (docs/site.md#areas); the list is in src/lib/area.ts, which the route table loads without zod. */
export const region = z.enum(regions);
export type Region = z.infer<typeof region>;

/** A postcode district (the outward code of a postcode), such as "N1", "SW1A" or "CR0". */
const outwardCode = z.string().regex(/^[A-Z]{1,2}[0-9][A-Z0-9]?$/, 'an outward code such as "N1", "SW1A" or "CR0"');

/** Greater London's bounding box: a coordinate outside it is a typo (a lost minus sign, swapped values). */
export const greaterLondon = { south: 51.28, north: 51.7, west: -0.52, east: 0.34 } as const;

const decimal = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^-?\d{1,3}\.\d{3,6}$/, `a decimal ${what} as a string, such as "51.5074"`)
    .refine((s) => Number(s) >= min && Number(s) <= max, `a ${what} inside Greater London (${min} to ${max})`);

/** A point inside the borough near its centre, as strings (docs/site.md#area). */
export const coordinates = z.object({
  latitude: decimal(greaterLondon.south, greaterLondon.north, 'latitude').describe(
    'North–south, in decimal degrees, such as "51.5390".',
  ),
  longitude: decimal(greaterLondon.west, greaterLondon.east, 'longitude').describe(
    'East–west, in decimal degrees, such as "-0.1426" (west of Greenwich is negative).',
  ),
});
export type Coordinates = z.infer<typeof coordinates>;

/** An area (a London borough), one file in content/areas/; its page is /areas/{file name}/. */
export const area = z.strictObject({
  slug: slug.describe('The file name, given by the loader: /areas/{slug}/.'),
  order,
  name: copy.describe(`Display name, as in "Locksmith {name}". ${ADDRESS_FROM_NAME}`),
  region,
  description: copy
    .refine((s) => firstSentence(s) !== s.trim(), 'more than one sentence (the first is the card summary)')
    .refine((s) => firstSentence(s).length <= 160, 'a first sentence of at most 160 characters (the card summary)')
    .describe('Three or four sentences; the first stands alone as the card summary on /areas/.'),
  specialties: z
    .array(copy)
    .min(2)
    .max(8)
    .describe('Services that suit the borough, as tags; the /areas/ card shows the first two, cut to three words.'),
  landmarks: z.array(copy).min(1).max(8).describe('Landmarks as a list: 1–8.'),
  neighborhoods: z.array(copy).min(1).max(12).describe('Neighbourhoods as tags: 1–12.'),
  postalCodes: z
    .array(outwardCode)
    .min(1, 'at least one outward code')
    .describe('Postcode districts that cover the borough, main ones first.'),
  emergency: copy.describe('Emergency lockout copy specific to the borough.'),
  installation: copy.describe("Lock installation copy specific to the borough's homes and businesses."),
  coordinates: coordinates.describe(
    'A point near the centre of the borough, inside Greater London: its structured data gives it as the geo of the place served.',
  ),
});
export type Area = z.infer<typeof area>;

/** Copy with "{name}" where the borough name goes. */
const nameTemplate = copy.refine((s) => s.includes('{name}'), 'text containing "{name}"');

/** The /areas/ index (docs/site.md#areas). */
export const areasIndexCopy = z
  .strictObject({
    seo: pageSeo,
    hero,
    highlights: z.array(iconCard).min(1).max(4).describe('Cards side by side under the hero: 1–4.'),
    regionHeading: copy
      .refine((s) => s.includes('{region}'), 'a heading containing "{region}"')
      .describe('"{region}" is replaced by Central, North, South, East or West.'),
    cardLink: copy.describe("Link text of each card, read after the card's heading."),
    specialtiesLabel: copy.describe('Accessible name of the list of specialties on each card.'),
    cta: z.object({ heading: copy, text: copy }),
  })
  .describe("The Areas page, /areas/; {region} is the region's name.");
export type AreasIndexCopy = z.infer<typeof areasIndexCopy>;

/** Everything the area pages share, plus the generic text of an unknown area (docs/site.md#an-area). */
export const areaPageCopy = z
  .strictObject({
    seo: z.object({ title: nameTemplate, description: nameTemplate, keywords: z.array(nameTemplate).min(3) }),
    heroTitle: nameTemplate,
    heroSubtitle: nameTemplate,
    tiles: z.array(iconCard).min(1).max(4).describe('Cards beside the hero: 1–4.'),
    aboutHeading: nameTemplate,
    neighborhoodsHeading: copy,
    postcodesHeading: copy,
    specialtiesHeading: copy,
    servicesHeading: nameTemplate,
    services: z
      .array(iconCard.extend({ href: sitePath }))
      .min(1)
      .max(8)
      .describe('Service cards in rows of up to 4: 1–8.'),
    whyHeading: nameTemplate,
    why: z.array(iconCard).min(2).max(9).meta({ itemLabel: 'Reason' }).describe('Cards in rows of 3: 2–9.'),
    landmarksHeading: copy,
    landmarksIntro: nameTemplate,
    emergencyHeading: nameTemplate,
    installationHeading: nameTemplate,
    cta: z.object({ heading: nameTemplate, text: copy }),
    generic: z
      .object({ description: nameTemplate, emergency: nameTemplate, installation: nameTemplate })
      .describe('The text of an area without a record: /areas/{unknown}/ still renders, with the name from its slug.'),
  })
  .describe("What every area page shares; {name} is the area's name.");
export type AreaPageCopy = z.infer<typeof areaPageCopy>;

/** Text that names a blog category: "Articles on {category}". */
const categoryTemplate = copy.refine((s) => s.includes('{category}'), 'text containing "{category}"');
/** Text that names a page of a list: "Page {page} of {pages}". */
const pageTemplate = copy.refine((s) => s.includes('{page}'), 'text containing "{page}"');

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
    pagination: z
      .object({
        label: copy.describe('Accessible name of the page links.'),
        previous: copy,
        next: copy,
        page: pageTemplate.describe(
          'Accessible name of a numbered link, and the last breadcrumb of page 2 onwards: "Page {page}".',
        ),
        title: pageTemplate
          .refine((s) => s.includes('{title}'), 'text containing "{title}"')
          .describe(
            'Title of page 2 onwards: "{title}: Page {page} of {pages}" ({title} is the first page\'s heading).',
          ),
        description: pageTemplate
          .refine((s) => s.includes('{description}'), 'text containing "{description}"')
          .describe('Meta description of page 2 onwards: "Page {page} of {pages}. {description}".'),
      })
      .describe('The links between the pages of a list (/blog/page/2/, …).'),
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

/** A calendar date as ISO 8601 ("2024-03-15") that exists. */
const isoDate = z
  .string()
  // A date not in that form is not also reported as a date that does not exist.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'an ISO date such as "2024-03-15"', abort: true })
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, 'a date that exists, such as "2024-03-15"');

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

/** A menu or footer link. */
export const navLink = z.object({ label: copy, href: sitePath }).strict();
export type NavLink = z.infer<typeof navLink>;

/** An entry of the top bar; `children` are the entries of its dropdown (the Services menu). */
export const navItem = navLink
  .extend({
    children: z.array(navLink).min(1).optional().meta({ itemLabel: 'Link' }),
    listServices: z
      .boolean()
      .optional()
      .describe('true: the dropdown also lists every service, in their order, after its children.'),
  })
  .strict();
export type NavItem = z.infer<typeof navItem>;

/** content/navigation.yaml: the header menu, the footer and the short interface labels of the frame. */
export const navigation = z
  .object({
    mainNav: z.array(navItem).min(1),
    footer: z
      .object({
        about: copy,
        quickLinks: z.array(navLink).min(1),
        services: z
          .array(navLink)
          .min(1)
          .describe('Links to some of the services, with short labels (docs/site.md#shared-frame).'),
        copyright: copy.refine((s) => s.includes('{year}'), 'text containing {year}'),
        privacy: copy.describe('The link to the privacy notice, beside the copyright on every page.'),
        terms: copy.describe('The link to the terms of business, beside the privacy notice on every page.'),
        details: z
          .strictObject({
            heading: copy,
            legalName: copy,
            legalForm: copy,
            address: copy,
            email: copy,
            phone: copy,
            companyNumber: copy,
            registeredIn: copy,
            registeredOffice: copy,
            vatNumber: copy,
            memberOf: copy,
            membershipNumber: copy.describe('Before a membership\'s number: "membership no."'),
          })
          .describe(
            "The labels of the business's details (content/site.yaml trader) in the footer and on the contact and about pages: a label shows only beside a detail that is set.",
          ),
      })
      .strict(),
    texts: z
      .strictObject({
        text: copy.describe('The text link\'s words, before the number: "Text us".'),
        whatsapp: copy.describe('The WhatsApp link\'s words, before the number: "WhatsApp us".'),
        message: copy.describe('The text written in for the visitor, where a page has no subject of its own.'),
        messageAbout: copy
          .refine((s) => s.includes('{topic}'), 'text containing "{topic}"')
          .describe('The text written in on a service or area page; {topic} is the service or the area.'),
      })
      .describe('The text and WhatsApp links, shown when content/site.yaml gives a mobile that takes texts.'),
    labels: z
      .object({
        openMenu: copy,
        mainNav: copy,
        servicesMenu: copy,
        quickLinks: copy,
        ourServices: copy,
        scrollToTop: copy,
        breadcrumb: copy,
        callNow: copy,
        call: copy.describe(
          'The word before the number in every call link\'s name and on the header\'s call button ("Call").',
        ),
        skipToContent: copy,
        home: copy,
      })
      .strict(),
  })
  .strict();
export type Navigation = z.infer<typeof navigation>;
export type FrameLabels = Navigation['labels'];
