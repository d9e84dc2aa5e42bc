// Every URL the site has, as a typed table built from the content: the build, sitemap, link check and tests all
// read this list, and nothing else enumerates pages. Data only: no JSX, no I/O.
import type { ComponentProps } from 'react';
import type { Place, Thing } from 'schema-dts';
import type { Content } from './src/content/load';
import type { pages } from './src/pages';
import type { Crumb, HeadData } from './src/lib/types';
import {
  blogNode,
  blogPostingNode,
  breadcrumbNode,
  businessNode,
  faqNode,
  type PostingData,
  serviceNode,
  webPageNode,
  websiteNode,
} from './src/lib/json-ld';
import type { Article } from './src/content/articles';
import { largestImageUrl, responsiveImage } from './src/lib/images';
import { type SocialCard, socialImage } from './src/lib/social-card';
import { type ArticleCard, categoriesOf, categorySlug, formatDate, relatedArticles } from './src/lib/blog';
import { areaNameFromSlug, cardSpecialties, withName } from './src/lib/area';
import { pagePath } from './src/lib/paths';
import { firstSentence, regions } from './content/area-helpers';

type Pages = typeof pages;
export type PageKind = keyof Pages;

export interface RouteOf<K extends PageKind> {
  /** URL path with a trailing slash ("/404.html" for the not-found page). */
  path: string;
  page: K;
  props: ComponentProps<Pages[K]>;
  head: HeadData;
  /** Visible breadcrumbs, mirrored in the BreadcrumbList JSON-LD; empty on the home page. */
  breadcrumbs: Crumb[];
}
export type Route = { [K in PageKind]: RouteOf<K> }[PageKind];

type PageType = Parameters<typeof webPageNode>[1];

interface PageSpec<K extends PageKind> {
  path: string;
  page: K;
  props: ComponentProps<Pages[K]>;
  seo: { title: string; description: string; keywords: readonly string[] };
  /** Trail after "Home"; the last entry is the page itself. */
  trail: Crumb[];
  pageType?: PageType;
  jsonLd?: Thing[];
  /** The place the business node names as served on this page (Greater London unless given). */
  areaServed?: Place;
  ogType?: HeadData['ogType'];
  /** A card of the page's own (articles); other pages share their kind's card from content/social.ts. */
  card?: SocialCard;
}

/** Head data and breadcrumbs every indexable page shares: business node, page node, breadcrumb list. */
function page<K extends PageKind>(content: Content, spec: PageSpec<K>): RouteOf<K> {
  const { site } = content;
  const breadcrumbs: Crumb[] = spec.trail.length ? [homeCrumb(content), ...spec.trail] : [];
  const jsonLd: Thing[] = [
    businessNode(site, spec.areaServed),
    websiteNode(site),
    webPageNode(site, spec.pageType ?? 'WebPage', spec.path, spec.seo.title, spec.seo.description),
    ...(breadcrumbs.length ? [breadcrumbNode(site, breadcrumbs, spec.path)] : []),
    ...(spec.jsonLd ?? []),
  ];
  return {
    path: spec.path,
    page: spec.page,
    props: spec.props,
    breadcrumbs,
    head: {
      ...spec.seo,
      canonicalPath: spec.path,
      ogType: spec.ogType ?? 'website',
      jsonLd,
      image: socialImage(spec.card ?? kindCard(content, spec.page), site, content.social),
    },
  };
}

/** The shared social card of a page kind. */
function kindCard(content: Content, kind: PageKind): SocialCard {
  if (kind === 'article') throw new Error('routes.ts: an article needs its own social card');
  return { name: kind, ...content.social.cards[kind] };
}

/** The menu label of a page ("About Us"), so breadcrumbs name pages as the menu does. */
function navLabel(content: Content, path: string): string {
  const item = content.navigation.mainNav.find((i) => i.href === path);
  if (!item) throw new Error(`routes.ts: no menu entry for ${path} in content/navigation.ts`);
  return item.label;
}

/** A breadcrumb to a section index ("London Areas" → /areas/), named as the menu names it. */
function sectionCrumb(content: Content, path: string): Crumb {
  return { label: navLabel(content, path), href: path };
}

function homeCrumb(content: Content): Crumb {
  return { label: content.navigation.labels.home, href: '/' };
}

function notFoundRoute(content: Content): RouteOf<'notFound'> {
  const copy = content.pages.notFound;
  const breadcrumbs: Crumb[] = [homeCrumb(content), { label: copy.breadcrumb }];
  return {
    path: '/404.html',
    page: 'notFound',
    props: {
      copy,
      fallbacks: {
        siteName: content.site.name,
        home: homeCrumb(content),
        areas: { crumb: sectionCrumb(content, '/areas/'), copy: content.pages.areaPage },
        blog: { crumb: sectionCrumb(content, '/blog/'), copy: content.pages.postNotFound },
      },
    },
    breadcrumbs,
    head: {
      title: copy.title,
      description: copy.description,
      keywords: [],
      ogType: 'website',
      noindex: true,
      jsonLd: [businessNode(content.site), breadcrumbNode(content.site, breadcrumbs)],
      image: socialImage(kindCard(content, 'notFound'), content.site, content.social),
    },
  };
}

function serviceRoutes(content: Content): Route[] {
  const { services, pages: copy, site } = content;
  const bySlug = new Map(services.map((s) => [s.slug, s]));
  const pick = (slugs: readonly string[]) => slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const servicesCrumb = sectionCrumb(content, '/services/');
  return [
    page(content, {
      path: pagePath('services'),
      page: 'services',
      props: {
        copy: copy.servicesIndex,
        main: pick(copy.servicesIndex.mainSlugs),
        additional: pick(copy.servicesIndex.additionalSlugs),
      },
      seo: copy.servicesIndex.seo,
      trail: [{ label: servicesCrumb.label }],
      pageType: 'CollectionPage',
    }),
    ...services.map((service) => {
      const path = pagePath('services', service.slug);
      return page(content, {
        path,
        page: 'service',
        props: {
          service,
          copy: copy.servicePage,
          related: pick(service.relatedServices.filter((r) => r !== service.slug)),
        },
        seo: { title: service.metaTitle, description: service.metaDescription, keywords: service.keywords },
        trail: [servicesCrumb, { label: service.title }],
        jsonLd: [serviceNode(site, path, service.title, service.metaDescription), faqNode(service.faqs)],
      });
    }),
  ];
}

function productRoutes(content: Content): Route[] {
  const { productCategories, pages: copy, site } = content;
  const productsCrumb = sectionCrumb(content, '/products/');
  return [
    page(content, {
      path: pagePath('products'),
      page: 'products',
      props: { copy: copy.productsIndex, categories: productCategories },
      seo: copy.productsIndex.seo,
      trail: [{ label: productsCrumb.label }],
      pageType: 'CollectionPage',
    }),
    ...productCategories.map((category) => {
      const path = pagePath('products', category.slug);
      const offers = category.products.map((p) => p.name);
      return page(content, {
        path,
        page: 'product',
        props: { category, copy: copy.productPage },
        seo: { title: category.seo.title, description: category.seo.metaDescription, keywords: category.seo.keywords },
        trail: [productsCrumb, { label: category.title }],
        jsonLd: [serviceNode(site, path, category.title, category.description, offers), faqNode(category.faqs)],
      });
    }),
  ];
}

/** The id of a region's section on /areas/ ("central-london"), which the contact page links to. */
function regionId(region: string): string {
  return `${region.toLowerCase()}-london`;
}

function areaRoutes(content: Content): Route[] {
  const { areas, pages: copy, site } = content;
  const areasCrumb = sectionCrumb(content, '/areas/');
  return [
    page(content, {
      path: pagePath('areas'),
      page: 'areas',
      props: {
        copy: copy.areasIndex,
        regions: regions.map((region) => ({
          region,
          id: regionId(region),
          areas: areas
            .filter((a) => a.region === region)
            .map((a) => ({
              slug: a.slug,
              name: a.name,
              summary: firstSentence(a.description),
              specialties: cardSpecialties(a.specialties),
            })),
        })),
      },
      seo: copy.areasIndex.seo,
      trail: [{ label: areasCrumb.label }],
      pageType: 'CollectionPage',
    }),
    ...areas.map((area) => {
      const { seo } = copy.areaPage;
      const t = (template: string) => withName(template, area.name);
      return page(content, {
        path: pagePath('areas', area.slug),
        page: 'area',
        props: { area, copy: copy.areaPage },
        seo: { title: t(seo.title), description: t(seo.description), keywords: seo.keywords.map(t) },
        trail: [areasCrumb, { label: area.name }],
        areaServed: {
          '@type': 'AdministrativeArea',
          name: area.name,
          geo: {
            '@type': 'GeoCoordinates',
            latitude: area.coordinates.latitude,
            longitude: area.coordinates.longitude,
          },
          containedInPlace: { '@type': 'AdministrativeArea', name: site.region },
        },
      });
    }),
  ];
}

/** An article as a card: on /blog/ and under 'Related Articles'. */
function articleCard(content: Content, a: Article): ArticleCard {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    categorySlug: categorySlug(a.category),
    date: a.date,
    dateLabel: formatDate(a.date, 'short'),
    readTime: content.pages.articlePage.readTime.replace('{minutes}', String(a.readMinutes)),
    image: responsiveImage(a.imageSource),
  };
}

function posting(a: Article): PostingData {
  return {
    path: pagePath('blog', a.slug),
    headline: a.title,
    description: a.seo?.metaDescription ?? a.excerpt,
    date: a.date,
    image: largestImageUrl(a.imageSource),
    keywords: a.seo?.keywords,
    section: a.category,
    words: a.words,
  };
}

/** The blog's structured data lists its first five articles (SPEC.md §9). */
const BLOG_JSON_LD_POSTS = 5;

function blogRoutes(content: Content, articleCards: boolean): Route[] {
  const { articles, pages: copy, site } = content;
  const blogCrumb = sectionCrumb(content, '/blog/');
  const cards = articles.map((a) => articleCard(content, a));
  // Related articles come from the same category: grouping once keeps this linear in the number of articles.
  const byCategory = new Map<string, ArticleCard[]>();
  for (const c of cards) {
    const list = byCategory.get(c.category);
    if (list) list.push(c);
    else byCategory.set(c.category, [c]);
  }
  const blogPath = pagePath('blog');
  return [
    page(content, {
      path: blogPath,
      page: 'blog',
      props: { copy: copy.blogIndex, articles: cards, categories: categoriesOf(articles) },
      seo: copy.blogIndex.seo,
      trail: [{ label: blogCrumb.label }],
      pageType: 'CollectionPage',
      jsonLd: [
        blogNode(
          site,
          blogPath,
          copy.blogIndex.hero.title,
          copy.blogIndex.seo.description,
          articles.slice(0, BLOG_JSON_LD_POSTS).map((a) => blogPostingNode(site, posting(a))),
        ),
      ],
    }),
    ...articles.map((a, i) => {
      const card = cards[i] ?? articleCard(content, a);
      const links = [
        ...a.relatedServices.map((href) => ({ href, label: copy.articlePage.viewServices })),
        // SPEC.md §2: the name comes from the path's last segment, not from the area record.
        ...a.relatedAreas.map((href) => ({
          href,
          label: withName(copy.articlePage.areaLink, areaNameFromSlug(href.split('/').filter(Boolean).pop() ?? '')),
        })),
      ];
      return page(content, {
        path: pagePath('blog', a.slug),
        page: 'article',
        props: {
          article: { ...card, dateLong: formatDate(a.date, 'long'), html: a.html },
          copy: copy.articlePage,
          relatedLinks: links,
          related: relatedArticles(card, byCategory.get(card.category) ?? []),
        },
        seo: {
          title: a.seo?.title ?? a.title,
          description: a.seo?.metaDescription ?? a.excerpt,
          keywords: a.seo?.keywords ?? [],
        },
        trail: [blogCrumb, { label: a.title }],
        ogType: 'article',
        card: articleCards ? { name: a.slug, eyebrow: a.category, title: a.title } : kindCard(content, 'blog'),
        jsonLd: [blogPostingNode(site, posting(a))],
      });
    }),
  ];
}

export interface RouteOptions {
  /** Draw a social card per article (true), or let articles share the blog's (the benchmark's synthetic sites). */
  articleCards?: boolean;
}

export function buildRoutes(content: Content, { articleCards = true }: RouteOptions = {}): Route[] {
  const { pages: copy, services } = content;
  const bySlug = new Map(services.map((s) => [s.slug, s]));
  return [
    page(content, {
      path: '/',
      page: 'home',
      props: { copy: copy.home, services: copy.home.services.slugs.flatMap((slug) => bySlug.get(slug) ?? []) },
      seo: copy.home.seo,
      trail: [],
    }),
    page(content, {
      path: pagePath('about'),
      page: 'about',
      props: { copy: copy.about },
      seo: copy.about.seo,
      trail: [{ label: navLabel(content, '/about/') }],
      pageType: 'AboutPage',
    }),
    page(content, {
      path: pagePath('contact'),
      page: 'contact',
      props: { copy: copy.contact },
      seo: copy.contact.seo,
      trail: [{ label: navLabel(content, '/contact/') }],
      pageType: 'ContactPage',
    }),
    ...serviceRoutes(content),
    ...productRoutes(content),
    ...areaRoutes(content),
    ...blogRoutes(content, articleCards),
    notFoundRoute(content),
  ];
}
