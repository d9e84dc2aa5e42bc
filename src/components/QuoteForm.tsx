// The quote request form (docs/site.md#quote-requests): plain HTML that posts without JavaScript to the host's
// function, with the browser's own checks (required, maxlength, type, autocomplete) taken from the rules the function
// applies (src/lib/quote-requests/request.ts). Every field has a label; the two lists are radio groups in fieldsets; the
// honeypot is out of sight and out of the tab order. The not-sent answer shows this same form, refilled.
import type { RequestCopy } from '../content/schema';
import { FIELDS, HONEYPOT, NEEDS, REQUEST_PATH, TIMES, fieldId } from '../lib/quote-requests/form';
import { MarkdownParagraph } from './MarkdownParagraph';

const input =
  'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-lg text-slate-900 focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-500 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';
const label = 'block font-semibold text-slate-900';

function Choices({ name, legend, options }: { name: 'need' | 'when'; legend: string; options: [string, string][] }) {
  const { required } = FIELDS[name];
  return (
    <fieldset>
      <legend className={label}>{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map(([value, words], i) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2">
            <input
              type="radio"
              name={name}
              value={value}
              required={required}
              id={i === 0 ? fieldId(name) : undefined}
              className="size-5 accent-amber-600"
            />
            {words}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function QuoteForm({ copy }: { copy: RequestCopy }) {
  const { phone, name, postcode, message } = FIELDS;
  const [phoneId, nameId, postcodeId, messageId] = (['phone', 'name', 'postcode', 'message'] as const).map(fieldId);
  return (
    <form method="post" action={REQUEST_PATH} className="mx-auto max-w-2xl space-y-6">
      <Choices name="need" legend={copy.need} options={NEEDS.map((n) => [n, copy.needs[n]])} />
      <div>
        <label htmlFor={phoneId} className={label}>
          {copy.phone}
        </label>
        <input id={phoneId} name="phone" {...phone} className={input} />
      </div>
      <div>
        <label htmlFor={nameId} className={label}>
          {copy.name}
        </label>
        <input id={nameId} name="name" {...name} className={input} />
      </div>
      <div>
        <label htmlFor={postcodeId} className={label}>
          {copy.postcode}
        </label>
        <input id={postcodeId} name="postcode" {...postcode} className={`${input} sm:max-w-48`} />
      </div>
      <Choices name="when" legend={copy.when} options={TIMES.map((t) => [t, copy.times[t]])} />
      <div>
        <label htmlFor={messageId} className={label}>
          {copy.message}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={4}
          required={message.required}
          aria-describedby={`${messageId}-hint`}
          className={input}
        />
        <p id={`${messageId}-hint`} className="mt-1 text-slate-600">
          {copy.messageHint}
        </p>
      </div>
      {/* Out of sight and reach for people and screen readers; a robot filling every field fills this one too. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`quote-${HONEYPOT}`}>{copy.honeypot}</label>
        <input id={`quote-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          className="min-h-12 rounded-lg bg-slate-900 px-6 py-2.5 font-semibold text-white hover:bg-slate-700"
        >
          {copy.send}
        </button>
        <MarkdownParagraph html={copy.privacy} className="text-slate-600" />
      </div>
    </form>
  );
}
