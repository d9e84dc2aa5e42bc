// The quote request form's fields and limits, what can be wrong with a request, and the addresses of the handler and
// its answers (docs/site.md#quote-requests): the one list the form's HTML, the answer pages, the content's schema and
// the handler (through src/lib/quote-requests/request.ts, which checks a request by them) all read. No zod here: the pages
// import it, and the build's render never loads the content's rules.

/** What a visitor can ask for, in the form's order (the words of each are `form.needs` in content/pages/contact.yaml). */
export const NEEDS = ['lockout', 'lock-change', 'repair', 'car-keys', 'survey', 'other'] as const;
/** When suits a visitor to be called or visited (its words are `form.times`). */
export const TIMES = ['now', 'today', 'this-week', 'flexible'] as const;

/**
 * The most a request body may weigh. The fields at their longest come to about 4 KB url-encoded, but the message is
 * not cut by the browser: one several times too long, in a script whose letters take 6 bytes encoded, must still
 * arrive whole, to be refused with its limit and given back.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** Each field: its name in the form, its limits and its HTML attributes. */
export const FIELDS = {
  need: { required: true },
  phone: { required: true, maxLength: 32, type: 'tel', autoComplete: 'tel' },
  name: { required: true, maxLength: 80, type: 'text', autoComplete: 'name' },
  postcode: { required: false, maxLength: 10, type: 'text', autoComplete: 'postal-code' },
  when: { required: false },
  // Not the browser's maxlength, which cuts a longer message pasted in without a word: the handler refuses it, says
  // the limit and gives the whole message back to shorten.
  message: { required: false, longest: 1000 },
} as const;
export type FieldName = keyof typeof FIELDS;

/** The id of a field's control in the form (a list's first choice): what a problem in the answer links to. */
export const fieldId = (name: FieldName) => `quote-${name}`;
/** The id of a problem's message in the "not sent" answer, which the field it names is described by. */
export const problemId = (name: FieldName) => `quote-problem-${name}`;

/** The field no person fills in: hidden from people and screen readers, and a request with it filled is a robot's. */
export const HONEYPOT = 'website';

/** What can be wrong with a request, each a message of `form.problems` in content/pages/contact.yaml. */
export const PROBLEMS = [
  'need',
  'phone',
  'name',
  'postcode',
  'when',
  'message',
] as const satisfies readonly FieldName[];
export type Problem = (typeof PROBLEMS)[number];

/**
 * The quote form's settings (content/site.yaml technical.requests) while the contact page's switch is on
 * (content/pages/contact.yaml request.on); undefined while it is off, the settings kept for turning it on again.
 */
export function formSettings<S extends { requests?: unknown }>(site: S, request: { on: boolean }): S['requests'] {
  return request.on ? site.requests : undefined;
}

/** Where the form posts, the handler's address (functions/contact/request.ts). */
export const REQUEST_PATH = '/contact/request/';
/** The pages the handler answers with: a request received, and one not sent (src/routes/quote-answers.ts). */
export const RECEIVED_PATH = '/contact/received/';
export const NOT_SENT_PATH = '/contact/not-sent/';
/**
 * The letters a request's reference is written in: no 0 or O, 1, I or L, and no U, which read aloud or written by hand
 * are taken for one another.
 */
const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
/** How many letters: 30^6, over 700 million references, so one cannot be guessed and none says how many came before. */
export const REFERENCE_LENGTH = 6;
const REFERENCE = new RegExp(`^[${REFERENCE_LETTERS}]{${REFERENCE_LENGTH}}$`);

/**
 * A new reference for a stored request, in the subject of the owner's email and on the visitor's "received" answer,
 * so either can name it on the phone: random letters (`random` gives random bytes), never the row's number, which
 * would tell a visitor how many requests arrived between two of theirs.
 */
export function newReference(random: (bytes: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  let reference = '';
  while (reference.length < REFERENCE_LENGTH)
    for (const byte of random(REFERENCE_LENGTH))
      // Bytes past the last whole run of the letters are dropped, so every letter is as likely as any other.
      if (byte < 256 - (256 % REFERENCE_LETTERS.length) && reference.length < REFERENCE_LENGTH)
        reference += REFERENCE_LETTERS[byte % REFERENCE_LETTERS.length];
  return reference;
}
/** Whether a text is a reference as newReference writes them. */
export const isReference = (text: string) => REFERENCE.test(text);
/** The request the owner should call back before any other: a lockout, "as soon as possible". */
export const isUrgent = (request: { need: string; when?: string }) =>
  request.need === 'lockout' && request.when === 'now';
/** Where "received" reads the request it answers: its reference, and `now` for an urgent one. */
const RECEIVED_PARAMS = { reference: 'request', urgent: 'call' } as const;
/**
 * The parts of the prerendered "received" answer its function shows for one request, each hidden until then: the
 * lockout's call to ring now, the reference's line, and the element the reference is written into.
 */
export const RECEIVED_PARTS = {
  urgent: 'data-urgent',
  reference: 'data-reference',
  referenceValue: 'data-reference-value',
} as const;
/** The "received" answer's address for a stored request (functions/contact/received.ts fills it in). */
export function receivedAddress(reference: string, urgent: boolean): string {
  const query = new URLSearchParams({ [RECEIVED_PARAMS.reference]: reference });
  if (urgent) query.set(RECEIVED_PARAMS.urgent, 'now');
  return `${RECEIVED_PATH}?${query.toString()}`;
}
/** What the "received" address says: a reference only if it is one (anything else is shown nowhere). */
export function readReceivedAddress(query: URLSearchParams): { reference?: string; urgent: boolean } {
  const reference = query.get(RECEIVED_PARAMS.reference) ?? '';
  return {
    ...(isReference(reference) ? { reference } : {}),
    urgent: query.get(RECEIVED_PARAMS.urgent) === 'now',
  };
}
/** The addresses the quote form's Pages Functions answer (functions/contact/), which a preview passes to them. */
export const FUNCTION_PATHS: readonly string[] = [REQUEST_PATH, RECEIVED_PATH];
/** What the handler reads of the site at run time, written by the build beside the pages (src/steps/quote-settings.ts). */
export const SETTINGS_PATH = '/contact/request-settings.json';

/** Why a request was not stored, beyond its fields: each a message of `form.refusals`. */
export const REFUSALS = ['fields', 'busy', 'storage', 'form'] as const;
export type Refusal = (typeof REFUSALS)[number];

/**
 * The handler's limits against floods, in rolling windows: requests from one client network (an IPv4 address, an IPv6
 * /64) and from one wider network (an IPv6 /48) in a window of minutes, over which that network alone is refused
 * ("busy"); and the site's ceiling of requests stored in an hour (REQUESTS_PER_HOUR on the host overrides it), over
 * which a request is still stored and answered "received", its email held for the clock's summary.
 */
export const REQUEST_LIMITS = { perClient: 5, perWideNetwork: 15, windowMinutes: 10, perHour: 30 } as const;
