// The shape of a route: the page kind, its props, head data and breadcrumbs (routes.ts lists them). A route is plain
// data, JSON's kinds of value only (no Set, Map or class): the build keys each page by its route's JSON
// (src/steps/render-cache.ts), and hands routes to its worker threads.
import type { ComponentProps } from 'react';
import type { pages } from '../pages';
import type { Crumb, HeadData } from '../lib/types';

export type Pages = typeof pages;
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
