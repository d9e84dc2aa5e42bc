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
  itemListNode,
  type PostingData,
  serviceNode,
  webPageNode,
  websiteNode,
} from './src/lib/json-ld';
import type { Article } from './src/content/articles';
import { largestImageUrl, responsiveImage } from './src/lib/images';
import { type SocialCard, socialImage } from './src/lib/social-card';
import {
  ARTICLES_PER_PAGE,
  type ArticleCard,
  blogListPath,
  type Category,
  categoriesOf,
  categorySlug,
  type FilterLink,
  formatDate,
  type PageLinks,
  pageWindow,
  paginate,
  relatedArticles,
  showingMessage,
} from './src/lib/blog';
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
  /** The day the page's content last changed, when the content says (the sitemap's <lastmod>). */
  lastmod?: string;
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
  /** A card of the page's own (articles, blog categories); other pages share their kind's card from content/social.ts. */
  card?: SocialCard;
  lastmod?: string;
}

/** Head data and breadcrumbs every indexable page shares: business node, page node, breadcrumb list. */
function page<K extends PageKind>(content: Content, spec: PageSpec<K>): RouteOf<K> {
  const { site } = content;
  const breadcrumbs: Crumb[] = spec.trail.length ? [homeCrumb(content), ...spec.trail] : [];
  const jsonLd: Thing[] = [
    businessNode(site, { image: businessImage(content), areaServed: spec.areaServed }),
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
    ...(spec.lastmod ? { lastmod: spec.lastmod } : {}),
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
  if (kind === 'article' || kind === 'blogCategory')
    throw new Error(`routes.ts: a page of kind ${kind} needs its own social card`);
  return { name: kind, ...content.social.cards[kind] };
}

/** The business's image in structured data: the home page's social card (name, trade, promise); no photographs. */
function businessImage(content: Content): string {
  return socialImage(kindCard(content, 'home'), content.site, content.social).path;
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
      jsonLd: [
        businessNode(content.site, { image: businessImage(content) }),
        breadcrumbNode(content.site, breadcrumbs),
      ],
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
    modified: a.reviewed,
    image: largestImageUrl(a.imageSource),
    keywords: a.seo?.keywords,
    section: a.category,
    words: a.words,
  };
}

/** The blog's structured data lists its first five articles (SPEC.md §9). */
const BLOG_JSON_LD_POSTS = 5;

/** One list of the blog: every article (/blog/) or one category's (/blog/category/{slug}/), newest first. */
interface BlogList {
  category?: Category;
  cards: ArticleCard[];
}

/**
 * The pages of a list, ARTICLES_PER_PAGE articles each: /blog/, /blog/page/2/, … and the same below each
 * category's page. Every page has the category links, its own title, description, canonical, breadcrumbs and
 * structured data, and links to the other pages, all plain HTML.
 */
function blogListRoutes(content: Content, list: BlogList, categories: readonly Category[]): Route[] {
  const { pages, site, social, articles } = content;
  const copy = pages.blogIndex;
  const { category } = list;
  const named = (template: string) => template.replaceAll('{category}', category?.name ?? '');
  const first = category
    ? {
        seo: {
          title: named(copy.category.seo.title),
          description: named(copy.category.seo.description),
          keywords: [category.name, ...copy.category.seo.keywords],
        },
        hero: { title: named(copy.category.hero.title), subtitle: copy.category.hero.subtitle },
      }
    : { seo: copy.seo, hero: copy.hero };
  const blogCrumb = sectionCrumb(content, '/blog/');
  const chunks = paginate(list.cards, ARTICLES_PER_PAGE);
  const total = chunks.length;
  const pathOf = (n: number) => blogListPath(category?.slug, n);
  const card: SocialCard = category
    ? {
        name: `blog-category-${category.slug}`,
        ...social.cards.blogCategory,
        title: named(social.cards.blogCategory.title),
      }
    : kindCard(content, 'blog');
  return chunks.map((cards, i) => {
    const n = i + 1;
    const path = pathOf(n);
    const numbered = (template: string) =>
      template.replaceAll('{page}', String(n)).replaceAll('{pages}', String(total));
    const current: FilterLink['current'] = n === 1 ? 'page' : 'true';
    const filter: FilterLink[] = [
      { label: copy.allArticles, href: blogListPath(), ...(category ? {} : { current }) },
      ...categories.map((c) => ({
        label: c.name,
        href: blogListPath(c.slug),
        ...(c.slug === category?.slug ? { current } : {}),
      })),
    ];
    const pagination: PageLinks | undefined =
      total > 1
        ? {
            ...(n > 1 ? { previous: pathOf(n - 1) } : {}),
            ...(n < total ? { next: pathOf(n + 1) } : {}),
            pages: pageWindow(n, total).map((p) =>
              p === null
                ? null
                : {
                    number: p,
                    href: pathOf(p),
                    label: copy.pagination.page.replace('{page}', String(p)),
                    current: p === n,
                  },
            ),
          }
        : undefined;
    const listCrumb: Crumb[] = category ? [blogCrumb, { label: category.name, href: pathOf(1) }] : [blogCrumb];
    const trail: Crumb[] =
      n === 1
        ? [...listCrumb.slice(0, -1), { label: listCrumb.at(-1)?.label ?? blogCrumb.label }]
        : [...listCrumb, { label: numbered(copy.pagination.page) }];
    const newest = category ? articles.find((a) => a.category === category.name) : articles[0];
    const isBlogHome = !category && n === 1;
    return page(content, {
      path,
      page: category ? 'blogCategory' : 'blog',
      props: {
        copy,
        hero: first.hero,
        articles: cards,
        filter,
        ...(category ? { showing: showingMessage(copy.showing, category.count, category.name) } : {}),
        ...(pagination ? { pagination } : {}),
      },
      seo:
        n === 1
          ? first.seo
          : {
              title: numbered(copy.pagination.title).replace('{title}', first.hero.title),
              description: numbered(copy.pagination.description).replace('{description}', first.seo.description),
              keywords: first.seo.keywords,
            },
      trail,
      pageType: 'CollectionPage',
      card,
      ...(newest ? { lastmod: newest.date } : {}),
      // /blog/ describes the blog by its first five articles (SPEC.md §9); every other page lists its own.
      jsonLd: [
        isBlogHome
          ? blogNode(
              site,
              path,
              copy.hero.title,
              copy.seo.description,
              articles.slice(0, BLOG_JSON_LD_POSTS).map((a) => blogPostingNode(site, posting(a))),
            )
          : itemListNode(
              site,
              path,
              cards.map((c) => ({ path: pagePath('blog', c.slug), name: c.title })),
            ),
      ],
    });
  });
}

function blogRoutes(content: Content, articleCards: boolean): Route[] {
  const { articles, pages: copy, site } = content;
  const blogCrumb = sectionCrumb(content, '/blog/');
  const cards = articles.map((a) => articleCard(content, a));
  // Related articles and category pages come from the same grouping, made once: linear in the number of articles.
  const byCategory = new Map<string, ArticleCard[]>();
  for (const c of cards) {
    const list = byCategory.get(c.category);
    if (list) list.push(c);
    else byCategory.set(c.category, [c]);
  }
  const categories = categoriesOf(articles);
  return [
    ...blogListRoutes(content, { cards }, categories),
    ...categories.flatMap((category) =>
      blogListRoutes(content, { category, cards: byCategory.get(category.name) ?? [] }, categories),
    ),
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
          article: {
            ...card,
            dateLong: formatDate(a.date, 'long'),
            html: a.html,
            ...(a.reviewed ? { reviewed: { date: a.reviewed, long: formatDate(a.reviewed, 'long') } } : {}),
          },
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

/** An old address with a query string that now has a page of its own (hosts that can match queries redirect it). */
export interface QueryRedirect {
  path: string;
  param: string;
  value: string;
  to: string;
}

/** The in-page filter's links, /blog/?category={slug}, now lead to the category's own page. */
export function queryRedirects(content: Content): QueryRedirect[] {
  return categoriesOf(content.articles).map((c) => ({
    path: blogListPath(),
    param: 'category',
    value: c.slug,
    to: blogListPath(c.slug),
  }));
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
