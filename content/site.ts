// Business constants (docs/site.md#claims-and-limits): one place for the name, origin, telephone and the business record.
import type { SiteSettings } from './schema';

export const site = {
  name: 'Locksmith London',
  brand: 'LOCKSMITH LONDON',
  /** PLACEHOLDER until the domain is registered (.example never resolves); SITE_URL overrides it at build. */
  origin: 'https://www.locksmith-london.example',
  /**
   * PLACEHOLDER: 020 7946 0xxx is Ofcom's range reserved for drama, so it can never ring a real person.
   * Replace it with the business line; the build warns while it is still in use.
   */
  telephone: '+442079460000',
  foundingYear: 2010,
  priceRange: '££',
  currency: 'GBP',
  country: 'GB',
  locality: 'London',
  region: 'Greater London',
  geo: { latitude: 51.5074, longitude: -0.1278 },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    opens: '00:00',
    closes: '23:59',
  },
  themeColor: '#0f172a',
  /**
   * PLACEHOLDER until the owner confirms the terms: the workmanship guarantee the copy promises, stated once on the
   * about page (/about/#guarantee, copy in content/pages/about.ts). Check the months and the parts warranties, then
   * set confirmed to true; the build warns until then.
   */
  guarantee: {
    confirmed: false,
    workmanshipMonths: 12,
    partsWarrantyYears: { min: 1, max: 10 },
  },
} satisfies SiteSettings;

/**
 * Whole years since foundingYear, counted when the site is built: the years of experience the copy gives (home,
 * about, services, products). It goes up by itself each January; no copy needs editing.
 */
export const yearsInBusiness = new Date().getFullYear() - site.foundingYear;
