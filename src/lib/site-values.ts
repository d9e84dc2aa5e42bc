// The value of each {figure} content/site.yaml gives the copy, worked out from the file as written: the loader fills
// the copy with them before the build checks it (src/content/fill.ts names the figures), and the editor's previews
// fill the entry being edited with them, from the facts as last published (src/client/editor/site-source.ts).
import type { SiteSettings } from '../content/schema';
import { addressLine } from './trader';
import { ukPostcode } from './uk-ids';
import { COUNTS_KEPT } from './quote-requests/delivery';

/**
 * The value of each of `names`, from content/site.yaml as written: a field that is missing or of the wrong type
 * (which the site's own check reports) leaves its names unfilled rather than making every page's copy wrong too.
 * `year` is the one {yearsInBusiness} counts to.
 */
export function siteValuesOf(site: unknown, year: number, names: readonly string[]): Record<string, string> {
  const { facts, foundingYear, guarantee, trader, charges } = (site ?? {}) as Partial<
    Record<keyof SiteSettings, unknown>
  >;
  const c = (charges ?? {}) as { callOut?: unknown; night?: unknown; lockout?: unknown; payment?: unknown };
  const g = (guarantee ?? {}) as { workmanshipMonths?: unknown; partsWarrantyYears?: { min?: unknown; max?: unknown } };
  const t = (trader ?? {}) as { legalName?: unknown; email?: unknown; address?: Record<string, unknown> };
  const { street, town, postcode } = t.address ?? {};
  const lines = [street, town, postcode];
  const values: Record<string, unknown> = {
    ...(facts && typeof facts === 'object' ? facts : {}),
    foundingYear,
    yearsInBusiness: typeof foundingYear === 'number' ? year - foundingYear : undefined,
    guaranteeMonths: g.workmanshipMonths,
    partsWarrantyMin: g.partsWarrantyYears?.min,
    partsWarrantyMax: g.partsWarrantyYears?.max,
    callOutCharge: c.callOut,
    nightCharge: c.night,
    lockoutPrice: c.lockout,
    paymentMethods: c.payment,
    // Not a fact of the file: how long the form's counts live, from the code that deletes them (the privacy notice).
    countsKept: COUNTS_KEPT,
    legalName: t.legalName,
    email: t.email,
    // As the pages print it, once every line is written.
    address: lines.every((l) => typeof l === 'string' && l.trim())
      ? addressLine({
          street: String(street),
          town: String(town),
          postcode: ukPostcode(String(postcode)) ?? String(postcode),
        })
      : undefined,
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name, v]) => names.includes(name) && (typeof v === 'string' || typeof v === 'number'))
      .map(([name, v]) => [name, String(v)]),
  );
}
