// The site frame (menus, footer, labels) for the render, taken from the content once per build.
import type { Navigation, Service, SiteSettings } from '../content/schema';
import { servicePath } from './paths';
import { ukPhone } from './phone';
import type { Frame, NavItem } from './types';

export function buildFrame(
  site: Pick<SiteSettings, 'brand' | 'telephone'>,
  navigation: Navigation,
  services: readonly Pick<Service, 'slug' | 'title'>[],
  year: number,
): Frame {
  return {
    brand: site.brand,
    phone: ukPhone(site.telephone),
    nav: navigation.mainNav.map((item) => menuItem(item, services)),
    footer: navigation.footer,
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
