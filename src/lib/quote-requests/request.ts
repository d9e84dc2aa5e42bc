// A quote request as the contact page's form sends it (docs/site.md#quote-requests): its fields, each field's limits
// and the rule that checks it. The form's HTML takes its `required`, `maxlength`, `type` and `autocomplete` from here,
// and the request handler (functions/contact/request.ts) checks what arrives with the same schema, so the browser and
// the server refuse the same things. No copy lives here: labels and messages are content/pages/contact.yaml's.
import { z } from 'zod';
import { ukInternational } from '../phone';
import { ukPostcode } from '../uk-ids';
import { FIELDS, NEEDS, PROBLEMS, type FieldName, type Problem, TIMES } from './form';

export * from './form';

/**
 * What no answer may hold but the message's line breaks: control characters (line breaks, tabs, escapes a terminal
 * obeys), the Unicode line and paragraph separators, and the marks that turn the direction of text, with which a name
 * can read as something else in the owner's email. `u`: each a code point.
 */
const HIDDEN = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const HIDDEN_BUT_LINE_BREAKS = new RegExp(`(?!\n)${HIDDEN.source}`, 'gu');

/**
 * What no one-line answer may hold besides: the invisible format characters (Unicode's Cf, the tag block among them:
 * zero-width spaces and joiners, the byte-order mark, the soft hyphen), with which a name can look like another or
 * carry text no one sees.
 */
const INVISIBLE = /\p{Cf}/u;

/**
 * A stored answer as a listing prints it: every hidden or invisible character written as its escape (`\n`,
 * `\u001b`), so a request stored before these rules, or changed in the database, cannot move a terminal's cursor, turn
 * a line round or hide a word.
 */
export const shownSafely = (value: string) =>
  value.replace(new RegExp(`${HIDDEN.source}|${INVISIBLE.source}`, 'gu'), (c) =>
    c === '\n' ? '\\n' : `\\u${c.codePointAt(0)?.toString(16).padStart(4, '0') ?? ''}`,
  );

/** A one-line answer (name, phone, postcode): refused if it holds a hidden or invisible character, so none reaches the email. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .pipe(z.string().max(max))
    .refine((s) => !HIDDEN.test(s) && !INVISIBLE.test(s));

/** The message: its line breaks kept (written \n), a tab made a space, any other hidden character left out. */
const message = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(HIDDEN_BUT_LINE_BREAKS, '').trim())
    .pipe(z.string().max(max));

/** A request as the handler stores it: the phone in international form, the postcode as Royal Mail writes it. */
export const quoteRequest = z.object({
  need: z.enum(NEEDS),
  phone: line(FIELDS.phone.maxLength)
    .refine((s) => ukInternational(s) !== undefined)
    .transform((s) => ukInternational(s) ?? s),
  name: line(FIELDS.name.maxLength).pipe(z.string().min(1)),
  postcode: line(FIELDS.postcode.maxLength)
    .refine((s) => s === '' || ukPostcode(s) !== undefined)
    .transform((s) => (s === '' ? undefined : ukPostcode(s))),
  when: z.union([z.enum(TIMES), z.literal('')]).transform((s) => (s === '' ? undefined : s)),
  message: message(FIELDS.message.longest),
});
export type QuoteRequest = z.output<typeof quoteRequest>;

/**
 * The request in `form`, or the fields that are wrong. A field missing from the form counts as empty, so a robot
 * that leaves fields out is told what a person would be.
 */
export function readRequest(form: {
  get(name: string): unknown;
}): { ok: true; request: QuoteRequest } | { ok: false; problems: Problem[] } {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  const result = quoteRequest.safeParse(Object.fromEntries(PROBLEMS.map((name) => [name, value(name)])));
  if (result.success) return { ok: true, request: result.data };
  const wrong = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return { ok: false, problems: PROBLEMS.filter((p) => wrong.has(p)) };
}

/** The site's facts the handler needs, from content/site.yaml and content/pages/contact.yaml. */
export interface RequestSettings {
  /** The business's name, in the email's subject. */
  site: string;
  /** Where requests are emailed, and the address they are sent from (one the mail service sends for). */
  to: string;
  from: string;
  /** How long a request is kept, in months: the privacy notice's {enquiriesKept}. */
  keepMonths: number;
  /** The words of each need and time, as the form shows them. */
  needs: Record<string, string>;
  times: Record<string, string>;
  /** The email's labels. */
  labels: Record<FieldName | 'received', string>;
}

/** A stored request as the owner's email gives it: plain text, every field on its own line, nothing a field can add. */
export function notification(
  reference: string,
  receivedAt: string,
  request: QuoteRequest,
  settings: RequestSettings,
): { subject: string; text: string } {
  const { labels } = settings;
  // The subject is built from the site's own words and checked values only (a need, a postcode), so no field a
  // visitor writes can reach a header.
  const need = settings.needs[request.need] ?? request.need;
  const subject = `${settings.site}: ${reference}, ${need}${request.postcode ? `, ${request.postcode}` : ''}`;
  const lines = [
    `${labels.received}: ${receivedAt}`,
    `${labels.need}: ${need}`,
    `${labels.phone}: ${request.phone}`,
    `${labels.name}: ${request.name}`,
    ...(request.postcode ? [`${labels.postcode}: ${request.postcode}`] : []),
    ...(request.when ? [`${labels.when}: ${settings.times[request.when] ?? request.when}`] : []),
    ...(request.message ? ['', `${labels.message}:`, request.message] : []),
  ];
  return { subject: subject.replace(/[\r\n]+/g, ' '), text: `${lines.join('\n')}\n` };
}

/**
 * The one email that gives the requests held while the site was over its hourly ceiling (src/lib/quote-requests/delivery.ts
 * deliverHeld): each as its own email would, under its reference, so a flood costs the owner one long email.
 */
export function summaryOf(
  held: readonly { reference: string; receivedAt: string; request: QuoteRequest }[],
  settings: RequestSettings,
): { subject: string; text: string } {
  const count = `${held.length} quote request${held.length === 1 ? '' : 's'}`;
  const parts = held.map(({ reference, receivedAt, request }) => {
    const { subject, text } = notification(reference, receivedAt, request, settings);
    return `--- ${subject}\n${text}`;
  });
  return {
    subject: `${settings.site}: ${count} sent while the form was busy`.replace(/[\r\n]+/g, ' '),
    text:
      `The form took more requests in an hour than its ceiling, so these ${count} were kept and are emailed ` +
      `together. A flood of robots looks like many at once from strangers: call back the ones that read as real.\n\n` +
      parts.join('\n'),
  };
}
