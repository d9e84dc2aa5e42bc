// Writes a route's head data as tags: one title with the site suffix, meta, canonical, Open Graph, Twitter, JSON-LD.
import type { SiteSettings } from '../content/schema';
import type { HeadData } from './types';
import { absoluteUrl, sectionPath } from './paths';
import { serializeJsonLd } from './json-ld';
import { ICONS, MANIFEST_URL } from './icons';

/** The blog's Atom feed (src/steps/feed.ts writes it), linked from every page. */
export const FEED_URL = `${sectionPath('blog')}feed.xml`;
/** Its media type (RFC 4287), which hosts must send in place of the generic one of `.xml` (src/steps/hosting.ts). */
export const FEED_TYPE = 'application/atom+xml';

/** Title template: "{page title} | {site name}" (also used by the 404 fallbacks in the browser). */
export function pageTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

export function HeadTags({ head, site }: { head: HeadData; site: SiteSettings }) {
  const title = pageTitle(head.title, site.name);
  const url = head.canonicalPath ? absoluteUrl(site.origin, head.canonicalPath) : undefined;
  const image = absoluteUrl(site.origin, head.image.path);
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
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(head.image.width)} />
      <meta property="og:image:height" content={String(head.image.height)} />
      <meta property="og:image:alt" content={head.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={head.image.alt} />
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href={ICONS.svg.href} type="image/svg+xml" />
      <link rel="icon" href={ICONS.png32.href} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={ICONS.appleTouch.href} />
      <link rel="manifest" href={MANIFEST_URL} />
      <link rel="alternate" type={FEED_TYPE} title={site.name} href={FEED_URL} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.jsonLd) }} />
    </>
  );
}
