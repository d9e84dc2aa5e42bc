// Contact page: hero, two info cards, the emergency call block, the business's details (number, texts, email and
// address), areas covered and free quotes (docs/site.md#contact).
import type { ContactCopy } from '../content/schema';
import { ButtonRow } from '../components/ButtonRow';
import { CallButton } from '../components/CallButton';
import { CardGrid } from '../components/CardGrid';
import { Icon } from '../components/Icon';
import { IconBadge } from '../components/IconBadge';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { QuoteForm } from '../components/QuoteForm';
import { TextLinks } from '../components/TextLinks';
import { TraderDetails } from '../components/TraderDetails';

export interface ContactPageProps {
  copy: ContactCopy;
  /** Whether content/site.yaml has the quote form's settings: the form shows while its switch (copy.request.on) is on too. */
  requests?: boolean;
}

export function ContactPage({ copy, requests = false }: ContactPageProps) {
  const form = requests && copy.request.on;
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} largeNumber />
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <CardGrid columns={2}>
          {copy.cards.map((card) => (
            <div key={card.title} className="flex gap-4 rounded-xl border border-slate-200 p-6 shadow-sm">
              <IconBadge name={card.icon} />
              <div>
                <h2 className="text-lg font-semibold text-slate-900">{card.title}</h2>
                <p className="mt-1 font-medium text-slate-800">{card.description}</p>
                <p className="mt-1 text-slate-600">{card.detail}</p>
              </div>
            </div>
          ))}
        </CardGrid>
        <section className="mt-10 rounded-xl bg-red-700 p-8 text-center text-white">
          <h2 className="text-2xl font-bold">{copy.emergency.heading}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-red-50">{copy.emergency.text}</p>
          <ButtonRow className="mt-6">
            <CallButton label={copy.emergency.button} variant="primary" />
          </ButtonRow>
        </section>
      </div>
      <FirstScreenEnd />
      <Section id="details" heading={copy.details.heading} intro={copy.details.text}>
        <div className="mx-auto max-w-xl rounded-xl border border-slate-200 p-6 text-lg text-slate-800 shadow-sm">
          <TraderDetails tone="light" phone />
          <TextLinks className="mt-6 text-slate-900" />
        </div>
      </Section>
      {form ? (
        <Section id="quote" heading={copy.request.heading} intro={copy.request.intro} tone="grey">
          <QuoteForm copy={copy.request} />
        </Section>
      ) : null}
      <Section heading={copy.areas.heading} tone="grey">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {copy.areas.labels.map(({ label, href }) => (
            <li key={label}>
              <a
                href={href}
                className="flex h-full items-center gap-2 rounded-lg bg-white p-4 font-medium text-slate-800 shadow-sm transition-shadow hover:text-amber-800 hover:shadow-md"
              >
                <Icon name="map-pin" className="size-5 shrink-0 text-amber-700" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      {/* Without the form, the page's "Get a Quote" links (/contact/#quote) land on how to ask for one by phone. */}
      <Section id={form ? undefined : 'quote'} heading={copy.quotes.heading}>
        <div className="mx-auto max-w-3xl space-y-4 text-center text-lg text-slate-700">
          {copy.quotes.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
