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

/**
 * Ofcom's numbers for drama (TV, radio, film), which are given to no one and so never ring: London's 020 7946 0000 to
 * 0999 and the mobiles 07700 900000 to 900999, the ones a London business is likely to be shown as a stand-in.
 */
const DRAMA = { london: /^\+442079460\d{3}$/, mobile: /^\+447700900\d{3}$/ } as const;

/**
 * Which of Ofcom's drama ranges a number as people write it ("07700 900123", "+44 (0)20 7946 0123") is in, if any.
 */
export function dramaRange(written: string): keyof typeof DRAMA | undefined {
  const digits = written.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  const international = digits.startsWith('+')
    ? digits
    : digits.startsWith('0')
      ? `+44${digits.slice(1)}`
      : `+${digits}`;
  return (Object.keys(DRAMA) as (keyof typeof DRAMA)[]).find((range) => DRAMA[range].test(international));
}
