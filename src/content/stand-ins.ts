// Values in content/site.yaml that are stand-ins until launch: the build names each one still in use.
import { dramaRange } from '../lib/phone';
import type { SiteSettings } from './schema';
import type { Content } from './types';

/** Domains reserved for examples (RFC 2606): no mail sent to them arrives. */
const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?(?:example|example\.(?:com|org|net)|invalid|test)$/i;
/** Royal Mail keeps XM4 5HQ for letters to Father Christmas: no business is established there. */
const NO_PLACE = 'XM4 5HQ';

/**
 * One warning per stand-in value still in use. With the content, the warnings its checks gave when it loaded follow:
 * the copy that promises the guarantee while its terms are a stand-in (src/content/claims.ts).
 */
export function standInWarnings(site: SiteSettings, content?: Pick<Content, 'warnings'>): string[] {
  const warnings: string[] = [];
  if (dramaRange(site.telephone)) {
    warnings.push(
      `content/site.yaml › telephone: ${site.telephone} is a stand-in (Ofcom keeps 020 7946 0xxx for drama, so it never rings): write the business line; every Call Now button dials it.`,
    );
  }
  if (new URL(site.origin).hostname.endsWith('.example')) {
    warnings.push(
      `content/site.yaml › technical.origin: ${site.origin} is a stand-in (.example never resolves): write the site's address once the domain is registered, or build with SITE_URL=https://…`,
    );
  }
  const { email, address } = site.trader;
  if (EXAMPLE_DOMAIN.test(email)) {
    warnings.push(
      `content/site.yaml › trader.email: ${email} is a stand-in (its domain is kept for examples, so no mail arrives): write the address that takes customers' email; every page links it.`,
    );
  }
  const from = site.requests?.from;
  if (from && EXAMPLE_DOMAIN.test(from)) {
    warnings.push(
      `content/site.yaml › technical.requests.from: ${from} is a stand-in (its domain is kept for examples, so no mail service sends from it): write an address on the domain the mail service sends for (docs/deploy.md#quote-requests).`,
    );
  }
  if (address.postcode === NO_PLACE) {
    warnings.push(
      `content/site.yaml › trader.address: ${address.street}, ${address.town} ${NO_PLACE} is a stand-in (Royal Mail keeps ${NO_PLACE} for letters to Father Christmas): write the address the business is run from, and check trader.legalName beside it; every page states both.`,
    );
  }
  if (!site.trader.legalForm) {
    warnings.push(
      "content/site.yaml › trader.legalForm: not given: say whether the business is a sole trader, a partnership, a limited company or an LLP (the Provision of Services Regulations 2009 ask every trader's website to); every page states it.",
    );
  }
  if (!site.guarantee.confirmed) {
    const { workmanshipMonths, partsWarrantyYears: parts } = site.guarantee;
    warnings.push(
      `content/site.yaml › guarantee: ${workmanshipMonths} months' workmanship, parts ${parts.min}–${parts.max} years are stand-in terms; confirm them with the owner, then set confirmed to true.`,
    );
  }
  return [...warnings, ...(content?.warnings ?? [])];
}
