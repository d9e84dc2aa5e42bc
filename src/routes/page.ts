// What every indexable page's route shares: head data (business, website and page nodes, breadcrumbs, social card)
// and the breadcrumbs named as the menu names them.
import type { ComponentProps } from 'react';
import type { Place, Thing } from 'schema-dts';
import type { Content } from '../content/load';
import type { Crumb, HeadData } from '../lib/types';
import { breadcrumbNode, businessNode, webPageNode, websiteNode } from '../lib/json-ld';
import { type SocialCard, socialImage } from '../lib/social-card';
import type { PageKind, Pages, RouteOf } from './types';

export type PageType = Parameters<typeof webPageNode>[1];

export interface PageSpec<K extends PageKind> {
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
  /** A card of the page's own (articles, blog categories); other pages share their kind's card from content/social.yaml. */
  card?: SocialCard;
  lastmod?: string;
}

/** Head data and breadcrumbs every indexable page shares: business node, page node, breadcrumb list. */
export function page<K extends PageKind>(content: Content, spec: PageSpec<K>): RouteOf<K> {
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
export function kindCard(content: Content, kind: PageKind): SocialCard {
  if (kind === 'article' || kind === 'blogCategory' || kind === 'requestAnswer')
    throw new Error(`routes.ts: a page of kind ${kind} needs its own social card`);
  return { name: kind, ...content.social.cards[kind] };
}

/** The business's image in structured data: the home page's social card (name, trade, promise); no photographs. */
export function businessImage(content: Content): string {
  return socialImage(kindCard(content, 'home'), content.site, content.social).path;
}

/** The menu label of a page ("About Us"), so breadcrumbs name pages as the menu does. */
export function navLabel(content: Content, path: string): string {
  const item = content.navigation.mainNav.find((i) => i.href === path);
  if (!item) throw new Error(`routes.ts: no menu entry for ${path} in content/navigation.yaml`);
  return item.label;
}

/** A breadcrumb to a section index ("London Areas" → /areas/), named as the menu names it. */
export function sectionCrumb(content: Content, path: string): Crumb {
  return { label: navLabel(content, path), href: path };
}

export function homeCrumb(content: Content): Crumb {
  return { label: content.navigation.labels.home, href: '/' };
}
