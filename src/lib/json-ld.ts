// schema.org structured data, typed with schema-dts (https://developers.google.com/search/docs/appearance/structured-data).
import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ImageObject,
  ItemList,
  Locksmith,
  Place,
  PostalAddress as SchemaPostalAddress,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { Faq, PostalAddress, SiteSettings } from '../content/schema';
import type { Crumb } from './types';
import { absoluteUrl } from './paths';
import { LOGO } from './icons';

/** The one business node every page refers to by this @id. */
export function businessId(site: SiteSettings): string {
  return `${site.origin}/#business`;
}

/** The business's logo, with the size Google's Article guidance asks of a publisher logo. */
export function logoNode(site: SiteSettings): ImageObject {
  // schema.org types width and height as Distance, which is text: the number of pixels goes in as a string.
  return {
    '@type': 'ImageObject',
    url: absoluteUrl(site.origin, LOGO.href),
    width: `${LOGO.size}`,
    height: `${LOGO.size}`,
  };
}

export interface BusinessOptions {
  /** Site path of an image of the business (the home page's social card). */
  image: string;
  /** The place served on this page; an area page names its borough (one business, not a branch per borough). */
  areaServed?: Place;
}

/** The business, the node every page describes and refers to. */
export function businessNode(site: SiteSettings, { image, areaServed }: BusinessOptions): Locksmith {
  return {
    '@type': 'Locksmith',
    '@id': businessId(site),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    logo: logoNode(site),
    image: absoluteUrl(site.origin, image),
    telephone: site.telephone,
    priceRange: site.priceRange,
    currenciesAccepted: site.currency,
    foundingDate: String(site.foundingYear),
    legalName: site.trader.legalName,
    address: postalAddressNode(site.trader.address, site.country),
    email: site.trader.email,
    ...(site.trader.vatNumber ? { vatID: site.trader.vatNumber.replace(/ /g, '') } : {}),
    ...(site.trader.memberships?.length
      ? {
          memberOf: site.trader.memberships.map((m) => ({
            '@type': 'Organization' as const,
            name: m.name,
            ...(m.url ? { url: m.url } : {}),
          })),
        }
      : {}),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: areaServed ?? { '@type': 'AdministrativeArea', name: site.region },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.openingHours.days,
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
  };
}

/** An address as schema.org writes one. */
export function postalAddressNode(address: PostalAddress, country: string): SchemaPostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.town,
    postalCode: address.postcode,
    addressCountry: country,
  };
}

export function websiteNode(site: SiteSettings): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    url: absoluteUrl(site.origin, '/'),
    name: site.name,
    inLanguage: 'en-GB',
    publisher: { '@id': businessId(site) },
  };
}

type PageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage';

/** The page itself, tied to the site and the business. */
export function webPageNode(
  site: SiteSettings,
  type: PageType,
  path: string,
  name: string,
  description: string,
): WebPage {
  const url = absoluteUrl(site.origin, path);
  return {
    '@type': type,
    '@id': `${url}#webpage`,
    url,
    name,
    description,
    inLanguage: 'en-GB',
    isPartOf: { '@id': `${site.origin}/#website` },
    about: { '@id': businessId(site) },
  };
}

/**
 * Mirrors the visible breadcrumbs. The current page (no href) takes the page URL; on a page without one (404)
 * the last item has no URL, which Google allows for the last item.
 */
export function breadcrumbNode(site: SiteSettings, crumbs: readonly Crumb[], path?: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => {
      const href = crumb.href ?? path;
      return {
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.label,
        ...(href ? { item: absoluteUrl(site.origin, href) } : {}),
      };
    }),
  };
}

export function faqNode(faqs: readonly Faq[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** JSON to put inside a <script> element: "<" escaped so no string can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** One JSON-LD document. */
export function serializeJsonLd(nodes: readonly Thing[]): string {
  return scriptJson({ '@context': 'https://schema.org', '@graph': nodes });
}

/**
 * A service the business provides, linked to the business node. `offers` names what a product page lists: each is
 * the supply and fitting of that kind of product, so it is offered as a Service of the page's type, not a Product,
 * which Google describes only with a price, an image and reviews. No price or rating is stated: the site quotes
 * prices per job and has no reviews to show.
 */
export function serviceNode(
  site: SiteSettings,
  path: string,
  name: string,
  description: string,
  offers: readonly string[] = [],
): Service {
  const url = absoluteUrl(site.origin, path);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    description,
    url,
    serviceType: name,
    provider: { '@id': businessId(site) },
    areaServed: { '@type': 'AdministrativeArea', name: site.region },
    ...(offers.length
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name,
            itemListElement: offers.map((offer) => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: offer, serviceType: name },
            })),
          },
        }
      : {}),
  };
}

export interface PostingData {
  path: string;
  headline: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  /** ISO date the article was last reviewed, when it has been since publication. */
  modified?: string;
  /** Site path of the article's image. */
  image: string;
  keywords?: readonly string[];
  section: string;
  words?: number;
}

/**
 * An article, written and published by the business itself (docs/site.md#an-article: the organisation is the author). The
 * publisher carries its logo in place, as Google's Article guidance shows, rather than pointing at the business node.
 */
export function blogPostingNode(site: SiteSettings, post: PostingData): BlogPosting {
  const url = absoluteUrl(site.origin, post.path);
  const organisation = {
    '@type': 'Locksmith' as const,
    '@id': businessId(site),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
  };
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.headline,
    description: post.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(site.origin, post.image),
    datePublished: post.date,
    dateModified: post.modified ?? post.date,
    author: organisation,
    publisher: { ...organisation, logo: logoNode(site) },
    articleSection: post.section,
    inLanguage: 'en-GB',
    ...(post.keywords?.length ? { keywords: post.keywords.join(', ') } : {}),
    ...(post.words ? { wordCount: post.words } : {}),
  };
}

/** The blog, listing its latest posts. */
export function blogNode(
  site: SiteSettings,
  path: string,
  name: string,
  description: string,
  posts: BlogPosting[],
): Blog {
  const url = absoluteUrl(site.origin, path);
  return {
    '@type': 'Blog',
    '@id': `${url}#blog`,
    name,
    description,
    url,
    inLanguage: 'en-GB',
    publisher: { '@id': businessId(site) },
    blogPost: posts,
  };
}

/**
 * The articles a page of the blog lists, in order: Google's summary-page form of a list, each item only a
 * position and the URL of its own page (https://developers.google.com/search/docs/appearance/structured-data/carousel).
 */
export function itemListNode(
  site: SiteSettings,
  path: string,
  items: readonly { path: string; name: string }[],
): ItemList {
  const url = absoluteUrl(site.origin, path);
  return {
    '@type': 'ItemList',
    '@id': `${url}#articles`,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(site.origin, item.path),
      name: item.name,
    })),
  };
}
