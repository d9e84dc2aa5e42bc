// The site chrome (menus, footer, labels) for the render, taken from the content once per build.
import type { Content } from '../build/content';
import type { Chrome } from './types';

export function buildChrome(content: Content, year: number): Chrome {
  const { site, navigation } = content;
  return {
    brand: site.brand,
    telephone: site.telephone,
    nav: navigation.mainNav,
    footer: navigation.footer,
    labels: navigation.labels,
    year,
  };
}
