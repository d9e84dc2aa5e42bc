// The blog's Atom feed (RFC 4287) at /blog/feed.xml: the newest articles, newest first, with their full sanitized bodies.
import type { Content } from '../content/load';
import { bodyWithImageUrls } from '../lib/images';
import { absoluteUrl, articlePath, sectionPath } from '../lib/paths';
import { FEED_TYPE, FEED_URL } from '../lib/head';
import { escapeXml } from '../lib/xml';

/**
 * Articles in the feed. Readers fetch it again every few hours, so its size must not grow with the blog; one that
 * polls daily misses nothing unless more are published in a day.
 */
export const FEED_ENTRIES = 20;

/** Atom dates are full timestamps; articles have a day, published at midnight UTC. */
const timestamp = (isoDate: string) => `${isoDate}T00:00:00Z`;

export function atomFeed(content: Content): string {
  const { site, articles, pages } = content;
  const url = (path: string) => absoluteUrl(site.origin, path);
  // Feed readers show the body out of the site's context, so its links and pictures must be absolute.
  const absolutize = (a: (typeof articles)[number]) =>
    bodyWithImageUrls(a.html, a.bodyImages, site.origin).replace(/href="\//g, `href="${site.origin}/`);
  const updated = articles[0]?.date ?? '1970-01-01';
  const entries = articles.slice(0, FEED_ENTRIES).map((a) => {
    const link = url(articlePath(a.slug));
    return `  <entry>
    <title>${escapeXml(a.title)}</title>
    <id>${escapeXml(link)}</id>
    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>
    <published>${timestamp(a.date)}</published>
    <updated>${timestamp(a.date)}</updated>
    <category term="${escapeXml(a.category)}"/>
    <summary>${escapeXml(a.excerpt)}</summary>
    <content type="html">${escapeXml(absolutize(a))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">
  <title>${escapeXml(`${pages.blogIndex.hero.title} | ${site.name}`)}</title>
  <subtitle>${escapeXml(pages.blogIndex.hero.subtitle)}</subtitle>
  <id>${escapeXml(url(sectionPath('blog')))}</id>
  <link rel="self" type="${FEED_TYPE}" href="${escapeXml(url(FEED_URL))}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(url(sectionPath('blog')))}"/>
  <updated>${timestamp(updated)}</updated>
  <author>
    <name>${escapeXml(site.name)}</name>
    <uri>${escapeXml(url('/'))}</uri>
  </author>
${entries.join('\n')}
</feed>
`;
}
