// Who the trader is, as the pages state it (docs/site.md#who-we-are): the trader group of content/site.yaml in the
// lines the footer, the contact and about pages and the privacy notice print, and the text channel's links.
import type { PostalAddress, SiteSettings } from '../content/schema';
import { VAT_STATUSES } from './uk-ids';
import { type Phone, ukPhone } from './phone';

export interface Trader {
  /** The business name the site trades under (content/site.yaml name). */
  name: string;
  legalName: string;
  /** Sole trader, partnership, limited company or LLP, once the owner has said. */
  legalForm?: string;
  /** The address on one line: "12 Example Road, London N1 9GU". */
  address: string;
  email: string;
  company?: { number: string; registeredIn: string; registeredOffice?: string };
  /** The VAT number, or "Not registered for VAT" when the owner has said so. */
  vat?: string;
  memberships: readonly { name: string; number?: string; url?: string }[];
}

/** An address on one line, as a letter's last lines run together: "12 Example Road, London N1 9GU". */
export const addressLine = ({ street, town, postcode }: PostalAddress) => `${street}, ${town} ${postcode}`;

export function traderOf(site: Pick<SiteSettings, 'name' | 'trader'>): Trader {
  const { legalName, legalForm, address, email, company, vatNumber, vatStatus, memberships = [] } = site.trader;
  const vat = vatNumber ?? (vatStatus === VAT_STATUSES[1] ? vatStatus : undefined);
  return {
    name: site.name,
    legalName,
    ...(legalForm ? { legalForm } : {}),
    address: addressLine(address),
    email,
    ...(company
      ? {
          company: {
            number: company.number,
            registeredIn: company.registeredIn,
            ...(company.registeredOffice ? { registeredOffice: addressLine(company.registeredOffice) } : {}),
          },
        }
      : {}),
    ...(vat ? { vat } : {}),
    memberships,
  };
}

/** The mobile that takes texts, when content/site.yaml gives one. */
export interface TextChannel {
  phone: Phone;
  whatsapp: boolean;
}

export function textChannelOf(site: Pick<SiteSettings, 'texts'>): TextChannel | undefined {
  return site.texts ? { phone: ukPhone(site.texts.mobile), whatsapp: site.texts.whatsapp } : undefined;
}

/**
 * An sms: link that opens a text to `phone`, with `message` written in where the phone's messaging app takes one.
 * RFC 5724 writes the message as "?body="; iOS has read it after "&" instead, so "?&body=" is written, which Android's
 * apps read as a query with an empty first field. Neither platform promises to fill the message in, so no copy
 * promises it: the link is sure to open a text to the number.
 */
export function smsHref(phone: Phone, message: string): string {
  return `sms:${phone.international}?&body=${encodeURIComponent(message)}`;
}

/** A WhatsApp "click to chat" link: the number in international form without "+", and the message written in. */
export function whatsappHref(phone: Phone, message: string): string {
  return `https://wa.me/${phone.international.slice(1)}?text=${encodeURIComponent(message)}`;
}
