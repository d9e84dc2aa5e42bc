// Data shapes that pass from routes.ts to the render: route head data, breadcrumbs, navigation.
import type { Phone } from './phone';
import type { TextChannel, Trader } from './trader';
import type { Thing } from 'schema-dts';
import type { FrameLabels, Navigation, NavItem, NavLink } from '../content/schema';

export type { FrameLabels, NavItem, NavLink };

/** One step of a breadcrumb trail; the last one (the current page) has no href. */
export interface Crumb {
  label: string;
  href?: string;
}

/** Everything <head> needs, computed before the render (docs/architecture.md#head-tags). */
export interface HeadData {
  /** Page title before the " | {site name}" suffix. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Canonical path; absent on pages that must not be indexed (404). */
  canonicalPath?: string;
  ogType: 'website' | 'article';
  /** schema.org nodes, written as one @graph. */
  jsonLd: Thing[];
  noindex?: boolean;
  /** The social preview image (og:image, twitter:image). */
  image: SocialImage;
}

/** A generated 1200×630 preview card (src/steps/social-images.ts draws it from `card`). */
export interface SocialImage {
  /** Root-relative URL of the PNG. */
  path: string;
  alt: string;
  width: number;
  height: number;
  card: { name: string; eyebrow: string; title: string };
}

/** Site-wide frame: header, footer and call buttons read it from context on every page. */
export interface Frame {
  brand: string;
  /** The business telephone, written and dialled (src/lib/phone.ts). */
  phone: Phone;
  nav: readonly NavItem[];
  footer: Navigation['footer'];
  /** Who the business is (content/site.yaml trader), as the footer and the contact and about pages state it. */
  trader: Trader;
  /** The mobile that takes texts, when there is one, and the words of its links. */
  texts?: TextChannel & { labels: Navigation['texts'] };
  year: number;
  labels: FrameLabels;
}

/**
 * The scripts a page can carry: the boot script, which fetches the island loader once the page has painted, or
 * dist/404.html's fallback script, which ends by starting the islands itself.
 */
export type PageScriptName = 'boot' | 'fallback';

/**
 * A script a page carries inline, so it costs no request: a classic script in the head, run as the parser reaches it
 * (docs/performance.md "Scripts"; src/lib/page-script.ts).
 */
export interface PageScript {
  name: PageScriptName;
  /** The minified script, which imports nothing as it loads (the loader, island code: later, on their own terms). */
  code: string;
  /** Its CSP source (`sha256-…`): the policy allows this script and no other inline one. */
  hash: string;
  /** The files it fetches without waiting for a trigger (the boot script: the loader), by URL. */
  fetches: readonly string[];
}
