// Areas index: the two highlight tiles, then every borough's card under its region's heading (docs/site.md#areas).
import { CARD_FRAME, CARD_LINK } from '../components/card-link';
import type { AreasIndexCopy, Region } from '../content/schema';
import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { IconCard } from '../components/IconCard';
import { PageHero } from '../components/PageHero';
import { Fragment } from 'react';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { fill } from '../lib/template';
import { areaPath } from '../lib/paths';

/** One card: the name, the first sentence of the description and the shortened specialties. */
export interface AreaCard {
  slug: string;
  name: string;
  summary: string;
  specialties: string[];
}

/**
 * The cards of the first region that can be on the first screen, two rows of three on a wide one: the first screen
 * ends after them (a <template> is allowed in a list), so its bytes stay within budget however many areas a region has.
 */
export const FIRST_SCREEN_CARDS = 6;

export interface AreasPageProps {
  copy: AreasIndexCopy;
  regions: { region: Region; id: string; areas: AreaCard[] }[];
}

export function AreasPage({ copy, regions }: AreasPageProps) {
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} icon="map-pin" />
      <div className="mx-auto max-w-5xl px-4 pt-14 sm:px-6">
        <CardGrid columns={2}>
          {copy.highlights.map((card) => (
            <IconCard key={card.title} card={card} headingLevel="h2" />
          ))}
        </CardGrid>
      </div>
      {regions.map(({ region, id, areas }, i) => (
        <section key={region} id={id} aria-labelledby={`${id}-heading`} className="px-4 py-12 sm:px-6">
          <div className="mx-auto max-w-7xl">
            <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {fill(copy.regionHeading, { region })}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {areas.map((area, n) => (
                <Fragment key={area.slug}>
                  <li>
                    <div className={`${CARD_FRAME} flex h-full flex-col bg-white p-6`}>
                      <h3 className="text-xl font-semibold text-slate-900">
                        <a href={areaPath(area.slug)} className={CARD_LINK}>
                          {area.name}
                        </a>
                      </h3>
                      <p className="mt-2 flex-1 text-slate-600">{area.summary}</p>
                      <ul className="mt-4 flex flex-wrap gap-2" aria-label={copy.specialtiesLabel}>
                        {area.specialties.map((s) => (
                          <li
                            key={s}
                            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900"
                          >
                            {s}
                          </li>
                        ))}
                      </ul>
                      <span className="mt-4 font-semibold text-amber-800" aria-hidden="true">
                        {copy.cardLink} →
                      </span>
                    </div>
                  </li>
                  {/* The hero, the two highlights and the first region's first cards fill the first screen. */}
                  {i === 0 && n === Math.min(areas.length, FIRST_SCREEN_CARDS) - 1 ? <FirstScreenEnd /> : null}
                </Fragment>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <CallToAction heading={copy.cta.heading} text={copy.cta.text} />
    </>
  );
}
