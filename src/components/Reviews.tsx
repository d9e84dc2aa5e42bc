// Customers' reviews (docs/site.md#reviews): their words, their name as they gave it, the job, the date, a link to
// where each was first published, so a visitor can check it, and anything they were given for it; under them, how the
// reviews shown are chosen (DMCC Act 2024 Sch. 20 para. 13: no concealed incentive, no misleading selection). No stars
// and no structured data: the site rates nothing itself.
import type { ReviewsProps } from '../routes/reviews';
import { Section } from './Section';

export function Reviews({ copy, items, tone = 'white' }: ReviewsProps & { tone?: 'white' | 'grey' }) {
  return (
    <Section id="reviews" heading={copy.heading} intro={copy.intro} tone={tone}>
      {/* Centred rows, so one review or two sit in the middle rather than at the left of a grid. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {items.map((r) => (
          <li key={r.slug} className="w-full md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <blockquote className="flex-1 text-lg leading-relaxed text-slate-700">
                <p>“{r.words}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-600">
                <span className="block font-semibold text-slate-900">{r.name}</span>
                {r.job ? <span className="block">{r.job}</span> : null}
                <span className="block">
                  <time dateTime={r.date}>{r.dateLabel}</time> · {copy.readOn}{' '}
                  <a href={r.source.url} className="text-amber-800 underline underline-offset-2 hover:text-amber-900">
                    {r.source.name}
                  </a>
                </span>
                {r.incentive ? (
                  <span className="mt-1 block">
                    {copy.incentive} {r.incentive}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-slate-600">{copy.chosen}</p>
    </Section>
  );
}
