// The identifiers a UK trader's website states (docs/site.md#who-we-are), checked as the registers issue them and
// written as they print them: postcodes by the postcode library (Royal Mail's format), VAT numbers by HMRC's check
// digits, company numbers by Companies House's forms.
import { isValid as isPostcode, toNormalised } from 'postcode';

/** A UK postcode as Royal Mail writes it ("N1 9GU"); undefined when it is not one. */
export function ukPostcode(written: string): string | undefined {
  return isPostcode(written) ? (toNormalised(written) ?? undefined) : undefined;
}

/** Whether a business charges VAT: the first needs its number, the second rules out copy that says it does. */
export const VAT_STATUSES = ['Registered for VAT', 'Not registered for VAT'] as const;

/**
 * A UK VAT number as HMRC prints it ("GB 123 4567 82", a branch's "GB 123 4567 82 001"); undefined when it is not one.
 * Its nine digits carry HMRC's check: the first seven weighted 8 down to 2, plus the last two, is a multiple of 97,
 * or is once 55 is added (the newer series).
 */
export function ukVatNumber(written: string): string | undefined {
  const match = /^(GB|XI)?(\d{9})(\d{3})?$/.exec(written.replace(/[\s.-]/g, '').toUpperCase());
  if (!match) return undefined;
  const [, prefix = 'GB', digits = '', branch] = match;
  const weighted = [...digits.slice(0, 7)].reduce((sum, d, i) => sum + Number(d) * (8 - i), 0);
  const total = weighted + Number(digits.slice(7));
  if (total % 97 !== 0 && (total + 55) % 97 !== 0) return undefined;
  const printed = `${prefix} ${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  return branch ? `${printed} ${branch}` : printed;
}

/**
 * A Companies House number: eight digits in England and Wales ("01234567"), or two letters and six digits for the
 * other registers (SC Scotland, NI Northern Ireland, OC a limited liability partnership, ...).
 */
export const COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6})$/;
