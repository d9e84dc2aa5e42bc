// The business telephone as the site writes it: the one `telephone` fact of content/site.yaml, in international form,
// grouped as UK readers write it by libphonenumber-js (Google's numbering metadata), at build time only.
import { parsePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { telHref } from './paths';

export interface Phone {
  /** The number as dialled from abroad and written in structured data: +442079460000. */
  international: string;
  /** The number as written on the page: 020 7946 0000, 07700 900123, 0800 123 4567, 0330 123 4567. */
  national: string;
  /** The tel: link every written number and call button dials. */
  href: string;
}

export function ukPhone(international: string): Phone {
  const parsed = parsePhoneNumber(international, 'GB');
  if (parsed.country !== 'GB' && parsed.countryCallingCode !== '44')
    throw new Error(`${international} is not a UK number`);
  return { international: parsed.number, national: parsed.formatNational(), href: telHref(parsed.number) };
}

/**
 * A UK number as people write it ("020 7946 0123", "+44 (0)20 7946 0123", "(020) 7946-0123") in the one form the
 * content keeps it in, international (+442079460123); undefined when libphonenumber-js finds no valid UK number in it.
 * The content's schema and the editor's save both write it through this.
 */
export function ukInternational(written: string): string | undefined {
  const parsed = parsePhoneNumberFromString(written, 'GB');
  return parsed?.isValid() && parsed.countryCallingCode === '44' ? parsed.number : undefined;
}

/**
 * A UK mobile number (one that takes texts) in international form, as ukInternational writes it; undefined when it
 * is not a valid UK mobile number (a landline, a personal 070 number or a pager cannot take a text).
 */
export function ukMobile(written: string): string | undefined {
  const parsed = parsePhoneNumberFromString(written, 'GB');
  return parsed?.isValid() && parsed.countryCallingCode === '44' && parsed.getType() === 'MOBILE'
    ? parsed.number
    : undefined;
}

/** A call link's accessible name: it says that it phones and gives the number ("Call 020 7946 0000"). */
export const callName = (call: string, phone: Phone) => `${call} ${phone.national}`;
