// One borough (docs/site.md#an-area). The 404 fallback renders the same page for an area without a record,
// whose lists are empty: those sections are left out rather than shown empty.
import type { AreaDetails, AreaPageCopy } from '../content/schema';
import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { CheckList } from '../components/CheckList';
import { IconCard } from '../components/IconCard';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { Reviews } from '../components/Reviews';
import type { ReviewsProps } from '../routes/reviews';
import { withName } from '../lib/area';
import { FirstScreenEnd } from '../components/FirstScreenEnd';

export interface AreaPageProps {
  area: AreaDetails;
  copy: AreaPageCopy;
  /** Reviews of jobs in this area, when there are any (src/routes/reviews.ts). */
  reviews?: ReviewsProps;
}

export function AreaPage({ area, copy, reviews }: AreaPageProps) {
  const t = (template: string) => withName(template, area.name);
  return (
    <>
      <PageHero title={t(copy.heroTitle)} subtitle={t(copy.heroSubtitle)} icon="map-pin" />
      <div className="mx-auto max-w-5xl px-4 pt-14 sm:px-6">
        <CardGrid columns={2}>
          {copy.tiles.map((card) => (
            // The tiles come straight after the page's h1, so they are the first level below it.
            <IconCard key={card.title} card={card} headingLevel="h2" />
          ))}
        </CardGrid>
      </div>
      <section className="px-4 py-14 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(copy.aboutHeading)}</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{area.description}</p>
            {area.specialties.length > 0 ? (
              <>
                <h3 className="mt-8 text-xl font-semibold text-slate-900">{copy.specialtiesHeading}</h3>
                <CheckList items={area.specialties} className="mt-4 text-slate-700" />
              </>
            ) : null}
          </div>
          {area.neighborhoods.length + area.postalCodes.length > 0 ? (
            <aside className="space-y-8 rounded-xl border border-slate-200 bg-slate-50 p-6">
              <div>
                <h2 className="text-lg font-semibold text-slate-900">{copy.neighborhoodsHeading}</h2>
                <ul className="mt-3 space-y-1 text-slate-700">
                  {area.neighborhoods.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h2 className="text-lg font-semibold text-slate-900">{copy.postcodesHeading}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {area.postalCodes.map((code) => (
                    <li key={code} className="rounded-full bg-slate-900 px-3 py-1 text-sm font-semibold text-white">
                      {code}
                    </li>
                  ))}
                </ul>
              </div>
            </aside>
          ) : null}
        </div>
      </section>
      <FirstScreenEnd />
      <Section heading={t(copy.servicesHeading)} tone="grey">
        <CardGrid columns={4}>
          {copy.services.map((s) => (
            <IconCard key={s.href} card={s} href={s.href} />
          ))}
        </CardGrid>
      </Section>
      <Section heading={t(copy.whyHeading)}>
        <CardGrid columns={3}>
          {copy.why.map((card) => (
            <IconCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>
      {area.landmarks.length > 0 ? (
        <Section heading={copy.landmarksHeading} intro={t(copy.landmarksIntro)} tone="grey">
          <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
            {area.landmarks.map((l) => (
              <li key={l} className="rounded-lg border border-slate-200 bg-white px-5 py-4 font-medium text-slate-800">
                {l}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <section className="px-4 py-14 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-10 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t(copy.emergencyHeading)}</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{area.emergency}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t(copy.installationHeading)}</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{area.installation}</p>
          </div>
        </div>
      </section>
      {reviews ? <Reviews {...reviews} tone="grey" /> : null}
      <CallToAction heading={t(copy.cta.heading)} text={copy.cta.text} topic={area.name} />
    </>
  );
}
