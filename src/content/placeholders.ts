// Values in content/site.ts that are stand-ins until launch: the build names each one still in use.
import type { SiteSettings } from '../../content/schema';

/** Ofcom reserves 020 7946 0000–0999 for drama; such a number can never reach the business. */
const DRAMA_NUMBER = /^\+442079460\d{3}$/;

export function placeholderWarnings(site: SiteSettings): string[] {
  const warnings: string[] = [];
  if (DRAMA_NUMBER.test(site.telephone)) {
    warnings.push(`content/site.ts › telephone: ${site.telephone} is a placeholder; every Call Now button dials it.`);
  }
  if (new URL(site.origin).hostname.endsWith('.example')) {
    warnings.push(`content/site.ts › origin: ${site.origin} is a placeholder; set it or build with SITE_URL=https://…`);
  }
  return warnings;
}
