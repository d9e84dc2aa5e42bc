// The site chrome (menus, footer, labels) for the render, taken from the content once per build.
import type { Navigation, SiteSettings } from '../../content/schema';
import { ukPhone } from './phone';
import type { Chrome } from './types';

export function buildChrome(site: SiteSettings, navigation: Navigation, year: number): Chrome {
  return {
    brand: site.brand,
    phone: ukPhone(site.telephone),
    nav: navigation.mainNav,
    footer: navigation.footer,
    labels: navigation.labels,
    year,
  };
}
