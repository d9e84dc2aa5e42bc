// The two answers to a quote request (docs/site.md#quote-requests), prerendered so the handlers add nothing of their
// own: "received", after a stored request, with the parts its function shows for that request (its reference, and
// for a lockout the call to ring now) hidden, and "not sent", which carries every message it could need (each marked
// with data-refusal or data-problem, and hidden: the handler shows those that apply and drops the rest) and the form,
// which it refills.
import type { RequestCopy } from '../content/schema';
import { ButtonRow } from '../components/ButtonRow';
import { CallButton } from '../components/CallButton';
import { MarkdownParagraph } from '../components/MarkdownParagraph';
import { PageHero } from '../components/PageHero';
import { QuoteForm } from '../components/QuoteForm';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { PROBLEMS, RECEIVED_PARTS, REFUSALS, fieldId, problemId } from '../lib/quote-requests/form';

export interface RequestAnswerPageProps {
  copy: RequestCopy;
  answer: 'received' | 'notSent';
}

export function RequestAnswerPage({ copy, answer }: RequestAnswerPageProps) {
  if (answer === 'received')
    return (
      <>
        {/* The whole first screen, as the 404 page's: the footer starts below it at any size. */}
        <div className="min-h-[calc(100svh-4rem)] bg-slate-50">
          {/* A lockout "as soon as possible" is told first to ring, with the number to ring. */}
          <section {...{ [RECEIVED_PARTS.urgent]: '' }} hidden className="bg-amber-400 px-4 py-8 text-center sm:px-6">
            <p className="mx-auto max-w-2xl text-lg font-semibold text-slate-950">{copy.received.urgent}</p>
            <ButtonRow className="mt-4">
              <CallButton variant="dark" />
            </ButtonRow>
          </section>
          <PageHero title={copy.received.heading} subtitle={copy.received.callBack} />
          <div className="mx-auto max-w-3xl space-y-4 px-4 py-14 text-lg text-slate-700 sm:px-6">
            <p {...{ [RECEIVED_PARTS.reference]: '' }} hidden className="text-xl text-slate-900">
              {copy.received.reference} <strong {...{ [RECEIVED_PARTS.referenceValue]: '' }} />
            </p>
            {copy.received.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <MarkdownParagraph html={copy.received.terms} />
          </div>
        </div>
        <FirstScreenEnd />
      </>
    );
  return (
    <>
      <section className="bg-slate-900 px-4 py-12 text-center text-white sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.notSent.heading}</h1>
        <div role="alert" className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">
          {REFUSALS.map((r) => (
            <p key={r} data-refusal={r} hidden>
              {copy.refusals[r]}
            </p>
          ))}
        </div>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{copy.notSent.call}</p>
        <ButtonRow className="mt-6">
          <CallButton />
        </ButtonRow>
      </section>
      <div className="px-4 py-12 sm:px-6">
        <ul
          data-problems
          hidden
          className="mx-auto mb-8 max-w-2xl list-disc space-y-2 pl-6 text-lg font-medium text-red-800"
        >
          {/* Each links to its field, which the handler marks invalid and describes by this message. */}
          {PROBLEMS.map((p) => (
            <li key={p} id={problemId(p)} data-problem={p} hidden>
              <a href={`#${fieldId(p)}`} className="underline underline-offset-4 hover:text-red-950">
                {copy.problems[p]}
              </a>
            </li>
          ))}
        </ul>
        <QuoteForm copy={copy} />
      </div>
      {/* The problems and the form are what the visitor came back for: the whole answer is its first screen. */}
      <FirstScreenEnd />
    </>
  );
}
