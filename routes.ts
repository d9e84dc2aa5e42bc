// Every URL the site has, as a typed table built from the content: the build, sitemap, link check and tests all
// read this list, and nothing else enumerates pages. Data only: no JSX, no I/O.
import type { Content } from './src/content/load';
import { categoriesOf } from './src/lib/blog';
import { blogListPath, pagePath, privacyPath, termsPath } from './src/lib/paths';
import { navLabel, page } from './src/routes/page';
import { serviceRoutes } from './src/routes/services';
import { productRoutes } from './src/routes/products';
import { areaRoutes } from './src/routes/areas';
import { blogRoutes } from './src/routes/blog';
import { notFoundRoute } from './src/routes/not-found';
import { quoteAnswerRoutes } from './src/routes/quote-answers';
import { reviewsFor } from './src/routes/reviews';
import type { Route } from './src/routes/types';

export type { PageKind, Route, RouteOf } from './src/routes/types';

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
      props: {
        copy: copy.home,
        services: copy.home.services.slugs.flatMap((slug) => bySlug.get(slug) ?? []),
        reviews: reviewsFor(content),
      },
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
      props: { copy: copy.contact, requests: content.site.requests !== undefined },
      seo: copy.contact.seo,
      trail: [{ label: navLabel(content, '/contact/') }],
      pageType: 'ContactPage',
    }),
    page(content, {
      path: privacyPath(),
      page: 'privacy',
      props: { copy: copy.privacy },
      seo: copy.privacy.seo,
      // Not in the menu (the footer links it): named by its own heading.
      trail: [{ label: copy.privacy.hero.title }],
    }),
    page(content, {
      path: termsPath(),
      page: 'terms',
      props: { copy: copy.terms },
      seo: copy.terms.seo,
      // Likewise linked from the footer, not the menu.
      trail: [{ label: copy.terms.hero.title }],
    }),
    ...quoteAnswerRoutes(content),
    ...serviceRoutes(content),
    ...productRoutes(content),
    ...areaRoutes(content),
    ...blogRoutes(content, articleCards),
    notFoundRoute(content),
  ];
}
