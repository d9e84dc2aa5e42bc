// The site frame (menus, footer, labels) for the render, taken from the content once per build.
import type { Navigation, Service, SiteSettings } from '../content/schema';
import { servicePath } from './paths';
import { ukPhone } from './phone';
import { textChannelOf, traderOf } from './trader';
import type { Frame, NavItem } from './types';

/** The facts of content/site.yaml the frame shows. */
export type FrameSite = Pick<SiteSettings, 'brand' | 'name' | 'telephone' | 'trader' | 'texts'>;

export function buildFrame(
  site: FrameSite,
  navigation: Navigation,
  services: readonly Pick<Service, 'slug' | 'title'>[],
  year: number,
): Frame {
  const texts = textChannelOf(site);
  return {
    brand: site.brand,
    phone: ukPhone(site.telephone),
    nav: navigation.mainNav.map((item) => menuItem(item, services)),
    footer: navigation.footer,
    trader: traderOf(site),
    ...(texts ? { texts: { ...texts, labels: navigation.texts } } : {}),
    labels: navigation.labels,
    year,
  };
}

/** A menu entry as the header shows it: an entry marked listServices also lists every service, in their order. */
function menuItem(
  { listServices, ...item }: Navigation['mainNav'][number],
  services: readonly Pick<Service, 'slug' | 'title'>[],
): NavItem {
  if (!listServices) return item;
  const pages = services.map((s) => ({ label: s.title, href: servicePath(s.slug) }));
  return { ...item, children: [...(item.children ?? []), ...pages] };
}
