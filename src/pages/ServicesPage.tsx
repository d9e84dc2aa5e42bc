// Services index: the main services as large cards with five features each, every other service as a smaller
// card, and the fast-response block.
import type { Service, ServicesIndexCopy } from '../content/schema';
import { CallButton } from '../components/CallButton';
import { CardGrid } from '../components/CardGrid';
import { CheckList } from '../components/CheckList';
import { IconCard } from '../components/IconCard';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { IconBadge } from '../components/IconBadge';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { servicePath } from '../lib/paths';

type ServiceSummary = Pick<Service, 'slug' | 'title' | 'shortDescription' | 'icon' | 'features'>;

export interface ServicesPageProps {
  copy: ServicesIndexCopy;
  main: ServiceSummary[];
  additional: ServiceSummary[];
}

/** The /services/ cards show the first five of each service's features. */
const CARD_FEATURES = 5;

export function ServicesPage({ copy, main, additional }: ServicesPageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <Section heading={copy.mainHeading}>
        <CardGrid columns={2}>
          {main.map((s) => (
            <article key={s.slug} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <IconBadge name={s.icon} className="mb-4" />
              <h3 className="text-xl font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-slate-600">{s.shortDescription}</p>
              <CheckList items={s.features.slice(0, CARD_FEATURES)} className="mt-4 flex-1 text-slate-700" />
              <a
                href={servicePath(s.slug)}
                className="mt-6 font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900"
              >
                {copy.more}: {s.title}
              </a>
            </article>
          ))}
        </CardGrid>
      </Section>
      <FirstScreenEnd />
      {additional.length > 0 ? (
        <Section heading={copy.additionalHeading} tone="grey">
          <CardGrid columns={4}>
            {additional.map((s) => (
              <IconCard
                key={s.slug}
                card={{ icon: s.icon, title: s.title, description: s.shortDescription }}
                href={servicePath(s.slug)}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <section className="bg-slate-900 px-4 py-14 text-center text-white sm:px-6">
        <h2 className="text-2xl font-bold sm:text-3xl">{copy.fast.heading}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-300">{copy.fast.text}</p>
        <div className="mt-8">
          <CallButton label={copy.fast.button} />
        </div>
      </section>
    </>
  );
}
