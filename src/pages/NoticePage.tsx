// The privacy notice and the terms of business (docs/site.md#privacy, docs/site.md#terms): hero, then the notice a
// heading at a time, each with its paragraphs, any table of charges and any list, the paragraphs and list in Markdown
// so they can link the ICO or the email address. A notice is short enough to be its own first screen (the budget
// says so if it grows past it), so a visitor at any size sees it with the first round trip.
import type { NoticeCopy } from '../content/schema';
import { MarkdownParagraph } from '../components/MarkdownParagraph';
import { PageHero } from '../components/PageHero';
import { FirstScreenEnd } from '../components/FirstScreenEnd';

export interface NoticePageProps {
  copy: NoticeCopy;
}

export function NoticePage({ copy }: NoticePageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 text-lg leading-relaxed text-slate-700 sm:px-6">
        {copy.sections.map((section) => (
          <Part key={section.heading} section={section} />
        ))}
      </div>
      <FirstScreenEnd />
    </>
  );
}

function Part({ section }: { section: NoticeCopy['sections'][number] }) {
  return (
    <section>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.heading}</h2>
      <div className="mt-4 space-y-4">
        {section.paragraphs.map((html) => (
          <MarkdownParagraph key={html} html={html} />
        ))}
      </div>
      {section.rates ? <Rates rates={section.rates} /> : null}
      {section.items?.length ? (
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {section.items.map((html) => (
            <li key={html}>
              <MarkdownParagraph html={html} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A table of charges, two columns wide at any width: a phone shows it whole, without scrolling sideways. */
function Rates({ rates }: { rates: NonNullable<NoticeCopy['sections'][number]['rates']> }) {
  return (
    <table className="mt-6 w-full border-collapse text-left text-base">
      <caption className="mb-2 text-left font-semibold text-slate-900">{rates.caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
            {rates.chargeHeading}
          </th>
          <th scope="col" className="py-2 font-semibold text-slate-900">
            {rates.amountHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.rows.map((row) => (
          <tr key={row.charge} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 align-top font-medium text-slate-900">
              {row.charge}
            </th>
            <td className="py-2 align-top">{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
