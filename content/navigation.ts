// Header menu, footer columns and the short interface labels of the site chrome (docs/site.md#shared-chrome).
import type { ChromeLabels, NavItem, NavLink, Navigation } from './schema';
import { services } from './services';
import { site } from './site';

const servicePages: NavLink[] = services.map((s) => ({ label: s.title, href: `/services/${s.slug}/` }));

/** Top bar and mobile menu, in this order. */
export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about/' },
  {
    label: 'Services',
    href: '/services/',
    children: [{ label: 'All Services', href: '/services/' }, ...servicePages],
  },
  { label: 'Products', href: '/products/' },
  { label: 'London Areas', href: '/areas/' },
  { label: 'Blog', href: '/blog/' },
  { label: 'Contact Us', href: '/contact/' },
];

export const footer = {
  about: `Emergency and planned locksmith work across all 32 London boroughs and the City of London, day and night, from a firm that has been opening, fitting and repairing London locks since ${site.foundingYear}.`,
  quickLinks: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about/' },
    { label: 'Services', href: '/services/' },
    { label: 'Products', href: '/products/' },
    { label: 'London Areas', href: '/areas/' },
    { label: 'Blog', href: '/blog/' },
    { label: 'Contact', href: '/contact/' },
  ],
  /** The footer names six of the eight services, shortened. */
  services: [
    { label: 'Residential', href: '/services/residential-locksmith/' },
    { label: 'Commercial', href: '/services/commercial-locksmith/' },
    { label: 'Auto', href: '/services/auto-locksmith/' },
    { label: 'Emergency Lockout', href: '/services/emergency-lockout/' },
    { label: 'Lock Installation', href: '/services/lock-installation/' },
    { label: 'Key Services', href: '/services/key-services/' },
  ],
  /** "{year}" is replaced by the year of the build. */
  copyright: '© {year} Locksmith London. All rights reserved.',
} satisfies Navigation['footer'];

export const labels: ChromeLabels = {
  openMenu: 'Menu',
  mainNav: 'Main',
  servicesMenu: 'Services',
  quickLinks: 'Quick Links',
  ourServices: 'Our Services',
  scrollToTop: 'Back to top',
  breadcrumb: 'Breadcrumb',
  callNow: 'Call Now',
  call: 'Call',
  skipToContent: 'Skip to main content',
  home: 'Home',
};
