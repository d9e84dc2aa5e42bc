// The rule book of content/navigation.yaml: the top bar's menu, the footer's links and the frame's labels.
import { z } from 'zod';
import { copy, sitePath } from './fields';

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
