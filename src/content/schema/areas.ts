// The rule book of content/areas/: one file a London borough, and the copy the areas index and every area page
// share (content/pages/areas.yaml).
import { z } from 'zod';
import { firstSentence, regions } from '../../lib/area';
import { fill } from '../../lib/template';
import {
  ADDRESS_FROM_NAME,
  copy,
  hero,
  iconCard,
  listPagination,
  metaDescription,
  metaTitle,
  order,
  pageSeo,
  sitePath,
  slug,
} from './fields';

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

/**
 * What an area page shows: the record but for where it sits in the lists and on the map, so a field added to the record
 * reaches the page's props as it is. The generic page of an area without a record has its lists empty.
 */
export type AreaDetails = Omit<Area, 'order' | 'region' | 'coordinates'>;

/** Copy with "{name}" where the borough name goes. */
export const nameTemplate = copy.refine((s) => s.includes('{name}'), 'text containing "{name}"');

/** Copy with "{region}" where a region's name goes ("{region} London"). */
const regionTemplate = copy.refine((s) => s.includes('{region}'), 'text containing "{region}"');

const LONGEST_REGION = regions.reduce((a, b) => (b.length > a.length ? b : a));

/** Whether a search title or description still fits once the longest region name is in it. */
const fitsSearch = (template: string, field: z.ZodType) =>
  field.safeParse(fill(template, { region: LONGEST_REGION })).success;

/** The /areas/ index (docs/site.md#areas). */
export const areasIndexCopy = z
  .strictObject({
    seo: pageSeo,
    hero,
    highlights: z.array(iconCard).min(1).max(4).describe('Cards side by side under the hero: 1–4.'),
    regionHeading: regionTemplate.describe('"{region}" is replaced by Central, North, South, East or West.'),
    cardLink: copy.describe("Link text of each card, read after the card's heading."),
    specialtiesLabel: copy.describe('Accessible name of the list of specialties on each card.'),
    allInRegion: regionTemplate
      .refine((s) => s.includes('{count}'), 'text containing "{count}"')
      .describe(
        'Under a region with more areas than /areas/ shows, the link to the pages of them all: "All {count} areas in {region} London".',
      ),
    region: z
      .object({
        seo: z.object({
          title: regionTemplate.refine(
            (s) => fitsSearch(s, metaTitle),
            'at most 60 characters once the longest region name is in it',
          ),
          description: regionTemplate.refine(
            (s) => fitsSearch(s, metaDescription),
            '70–160 characters once the longest region name is in it',
          ),
          keywords: z.array(copy).min(3),
        }),
        hero: z.object({ title: regionTemplate, subtitle: copy }),
      })
      .describe(
        'The pages of a region\'s areas, /areas/region/{region}/, made only when /areas/ cannot show them all: the same fields, with "{region}" where the region\'s name goes.',
      ),
    pagination: listPagination.describe('The links between the pages of a region (/areas/region/…/page/2/, …).'),
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
