// Writes a route's head data as tags: one title with the site suffix, meta, canonical, Open Graph, Twitter, JSON-LD.
import type { SiteSettings } from '../../content/schema';
import type { HeadData } from './types';
import { absoluteUrl } from './paths';
import { serializeJsonLd } from './json-ld';

/** The blog's Atom feed (src/build/feed.ts writes it), linked from every page. */
export const FEED_URL = '/blog/feed.xml';

/** Title template: "{page title} | {site name}" (also used by the 404 fallbacks in the browser). */
export function pageTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

export function HeadTags({ head, site }: { head: HeadData; site: SiteSettings }) {
  const title = pageTitle(head.title, site.name);
  const url = head.canonicalPath ? absoluteUrl(site.origin, head.canonicalPath) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.keywords.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="theme-color" content={site.themeColor} />
      <link rel="alternate" type="application/atom+xml" title={site.name} href={FEED_URL} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.jsonLd) }} />
    </>
  );
}
