// Reads the JSON-LD of a built page and checks each node against what Google's structured-data documentation
// requires for its type (https://developers.google.com/search/docs/appearance/structured-data/search-gallery).
// Each check returns problems as text, so a test can list them all at once.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: Json | undefined) => (typeof v === 'string' && v.trim() ? v : undefined);
const list = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** The text of every <script type="application/ld+json"> (the 404 page's fallback data is application/json). */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/** Every object with an @type, at any depth, with where it sits ("@graph[3].author"). */
export function typedNodes(value: Json, at = ''): { at: string; node: JsonObject; topLevel: boolean }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => typedNodes(v, `${at}[${i}]`));
  if (!isObject(value)) return [];
  const own = value['@type'] ? [{ at, node: value, topLevel: /^@graph\[\d+\]$/.test(at) }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, v]) => typedNodes(v, at ? `${at}.${key}` : key))];
}

/** Objects that only point at another node ({"@id": …}), which must be defined on the same page. */
export function references(value: Json): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (!isObject(value)) return [];
  const keys = Object.keys(value);
  const own = keys.length === 1 && typeof value['@id'] === 'string' ? [value['@id']] : [];
  return [...own, ...Object.values(value).flatMap(references)];
}

export interface Page {
  /** The site origin every URL in the data must start with. */
  origin: string;
  /** The labels of the visible breadcrumbs, which the BreadcrumbList must mirror. */
  crumbs: string[];
  /** Whether a site path ("/images/…") is a built file. */
  exists(path: string): boolean;
}

type Check = (node: JsonObject, page: Page, topLevel: boolean) => string[];

const need = (node: JsonObject, ...fields: string[]) =>
  fields
    .filter((f) => node[f] === undefined || node[f] === '' || (Array.isArray(node[f]) && list(node[f]).length === 0))
    .map((f) => `no ${f}`);

const absolute = (page: Page, field: string, value: Json | undefined) =>
  typeof value === 'string' && value.startsWith(`${page.origin}/`)
    ? []
    : [`${field} ${JSON.stringify(value)} is not an absolute URL on ${page.origin}`];

/** An absolute URL of an image the build wrote. */
const builtImage = (page: Page, field: string, value: Json | undefined) => {
  const problems = absolute(page, field, value);
  if (problems.length) return problems;
  const path = String(value).slice(page.origin.length);
  return page.exists(path) ? [] : [`${field} ${path} is not a built file`];
};

const pixels = (v: Json | undefined) => (typeof v === 'number' || typeof v === 'string') && /^[1-9]\d*$/.test(`${v}`);

// The site's ImageObjects are its logo (https://developers.google.com/search/docs/appearance/structured-data/logo):
// a built PNG, JPG or GIF file, its size given in pixels.
const image: Check = (node, page) => [
  ...need(node, 'url', 'width', 'height'),
  ...builtImage(page, 'url', node.url),
  ...(/\.(png|jpe?g|gif)$/.test(text(node.url) ?? '')
    ? []
    : [`url ${JSON.stringify(node.url)} is not a PNG, JPG or GIF`]),
  ...(pixels(node.width) && pixels(node.height) ? [] : ['width and height are not whole numbers of pixels']),
];

const organisation: Check = (node, page, topLevel) => {
  // Where the business is named as author or publisher, Google needs its name (and a URL helps); the full
  // LocalBusiness record is the top-level node (https://developers.google.com/search/docs/appearance/structured-data/local-business).
  // Another organisation (a trade body the business is a member of) may be on its own host.
  if (!topLevel) {
    const url = node.url;
    const own = node['@id'] === `${page.origin}/#business`;
    const elsewhere = typeof url === 'string' && /^https:\/\/[^/]+/.test(url);
    return [...need(node, 'name'), ...(url === undefined || (!own && elsewhere) ? [] : absolute(page, 'url', url))];
  }
  const address = node.address;
  const geo = node.geo;
  const hours = list(node.openingHoursSpecification).filter(isObject);
  return [
    // Who the trader is (docs/site.md#who-we-are): its legal name and email beside the business's name and number.
    ...need(
      node,
      'name',
      'legalName',
      'address',
      'telephone',
      'email',
      'url',
      'priceRange',
      'openingHoursSpecification',
      'logo',
      'image',
    ),
    ...absolute(page, 'url', node.url),
    ...(isObject(node.logo) && node.logo['@type'] === 'ImageObject' ? [] : ['logo is not an ImageObject']),
    ...builtImage(page, 'image', node.image),
    ...(isObject(address) && address['@type'] === 'PostalAddress'
      ? need(address, 'streetAddress', 'addressLocality', 'postalCode', 'addressCountry')
      : ['address is not a PostalAddress']),
    ...(isObject(geo)
      ? typeof geo.latitude === 'number' && typeof geo.longitude === 'number'
        ? []
        : ['geo without numeric latitude and longitude']
      : []),
    ...hours.flatMap((h) => need(h, 'dayOfWeek', 'opens', 'closes')),
  ];
};

const breadcrumbs: Check = (node, page) => {
  const items = list(node.itemListElement);
  const problems = items.length ? [] : ['no itemListElement'];
  items.forEach((item, i) => {
    if (!isObject(item)) return problems.push(`item ${i + 1} is not an object`);
    if (item.position !== i + 1) problems.push(`item ${i + 1} has position ${JSON.stringify(item.position)}`);
    if (!text(item.name)) problems.push(`item ${i + 1} has no name`);
    // Google allows the last item (the current page) without a URL.
    if (item.item !== undefined || i < items.length - 1) problems.push(...absolute(page, `item ${i + 1}`, item.item));
  });
  const names = items.map((i) => (isObject(i) ? i.name : null));
  if (JSON.stringify(names) !== JSON.stringify(page.crumbs))
    problems.push(`names ${JSON.stringify(names)} differ from the visible breadcrumbs ${JSON.stringify(page.crumbs)}`);
  return problems;
};

const faq: Check = (node) => {
  const questions = list(node.mainEntity);
  return [
    ...(questions.length ? [] : ['no mainEntity']),
    ...questions.flatMap((q, i) => {
      if (!isObject(q) || q['@type'] !== 'Question') return [`mainEntity ${i + 1} is not a Question`];
      const answer = q.acceptedAnswer;
      return [
        ...(text(q.name) ? [] : [`question ${i + 1} has no name`]),
        ...(isObject(answer) && answer['@type'] === 'Answer' && text(answer.text)
          ? []
          : [`question ${i + 1} has no acceptedAnswer.text`]),
      ];
    }),
  ];
};

const posting: Check = (node, page) => {
  const image = text(node.image);
  const author = list(node.author);
  return [
    ...need(node, 'headline', 'image', 'datePublished', 'author', 'publisher'),
    ...absolute(page, 'image', node.image),
    ...(image && !page.exists(image.slice(page.origin.length)) ? [`image ${image} is not a built file`] : []),
    ...(/^\d{4}-\d{2}-\d{2}/.test(text(node.datePublished) ?? '')
      ? []
      : [`datePublished ${JSON.stringify(node.datePublished)} is not an ISO 8601 date`]),
    ...(author.every((a) => isObject(a) && text(a.name) && text(a['@type']))
      ? []
      : ['an author without @type and name']),
    // Google's Article guidance: the publisher names itself with a logo (checked as an ImageObject of its own).
    ...(isObject(node.publisher) && isObject(node.publisher.logo) && node.publisher.logo['@type'] === 'ImageObject'
      ? []
      : ['publisher without a logo ImageObject']),
  ];
};

/**
 * A summary page's list: each item a position in order and the URL of its own page on this site
 * (https://developers.google.com/search/docs/appearance/structured-data/carousel).
 */
const itemList: Check = (node, page) => {
  const items = list(node.itemListElement);
  return [
    ...need(node, 'itemListElement'),
    ...items.flatMap((item, i) => {
      if (!isObject(item)) return [`item ${i + 1} is not an object`];
      const url = text(item.url);
      return [
        ...(item.position === i + 1 ? [] : [`item ${i + 1} has position ${JSON.stringify(item.position)}`]),
        ...absolute(page, `item ${i + 1} url`, item.url),
        ...(url && !page.exists(`${url.slice(page.origin.length)}index.html`)
          ? [`item ${i + 1}: ${url} is not a built page`]
          : []),
      ];
    }),
  ];
};

const named = (node: JsonObject, page: Page) => [...need(node, 'name', 'url'), ...absolute(page, 'url', node.url)];

/** The rules by @type. A type without an entry fails, so a new kind of node gets a check of its own. */
export const checks: Record<string, Check> = {
  Locksmith: organisation,
  LocalBusiness: organisation,
  Organization: organisation,
  BreadcrumbList: breadcrumbs,
  FAQPage: faq,
  BlogPosting: posting,
  Blog: (node, page) => [...named(node, page), ...need(node, 'blogPost')],
  // A page's own service; or, inside its offer catalogue, one thing the service covers (a kind of lock fitted).
  Service: (node, page, topLevel) =>
    topLevel ? [...named(node, page), ...need(node, 'provider', 'areaServed')] : need(node, 'name', 'serviceType'),
  WebSite: named,
  WebPage: named,
  AboutPage: named,
  ContactPage: named,
  CollectionPage: named,
  ItemList: itemList,
  // Parts of the nodes above, checked there or needing nothing of their own.
  ListItem: () => [],
  Question: () => [],
  Answer: () => [],
  PostalAddress: () => [],
  GeoCoordinates: () => [],
  OpeningHoursSpecification: () => [],
  AdministrativeArea: (node) => need(node, 'name'),
  OfferCatalog: (node) => need(node, 'itemListElement'),
  // What is offered is a Service: a Product would need a price, an image and reviews (Google's product snippets).
  Offer: (node) =>
    isObject(node.itemOffered) && node.itemOffered['@type'] === 'Service' ? [] : ['itemOffered is not a Service'],
  ImageObject: image,
};
