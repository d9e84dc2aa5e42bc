// The rule book of content/site.yaml: the business, its facts and figures, the trader's details the law asks for,
// its charges and guarantee, and the technical settings for the host and the editor.
import { z } from 'zod';
import { dramaRange, ukInternational, ukMobile } from '../../lib/phone';
import { COMPANY_NUMBER, ukPostcode, ukVatNumber, VAT_STATUSES } from '../../lib/uk-ids';
import { copy, figure, MINUTES, MONTHS, PERCENT, PRICE, PRICES } from './fields';

const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time such as "09:00"');

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
