// The areas index: the highlight tiles, then each region's first boroughs under its heading, with a link to the rest
// (docs/site.md#areas). The same page, without the tiles, lists a region's pages of areas when /areas/ cannot show all.
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
import type { PageLinks } from '../lib/pagination';
import { Pagination } from '../components/Pagination';

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

/** A region's cards, and the link to the pages of all its areas when these are only the first. */
export interface RegionList {
  region: Region;
  id: string;
  areas: AreaCard[];
  allInRegion?: { href: string; label: string };
}

export interface AreasPageProps {
  copy: AreasIndexCopy;
  hero: { title: string; subtitle: string };
  /** The highlight tiles: on /areas/, not on a region's pages. */
  highlights: boolean;
  regions: RegionList[];
  pagination?: PageLinks;
}

export function AreasPage({ copy, hero, highlights, regions, pagination }: AreasPageProps) {
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} icon="map-pin" />
      {highlights ? (
        <div className="mx-auto max-w-5xl px-4 pt-14 sm:px-6">
          <CardGrid columns={2}>
            {copy.highlights.map((card) => (
              <IconCard key={card.title} card={card} headingLevel="h2" />
            ))}
          </CardGrid>
        </div>
      ) : null}
      {regions.map(({ region, id, areas, allInRegion }, i) => (
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
            {allInRegion ? (
              <p className="mt-8">
                <a
                  href={allInRegion.href}
                  className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-900"
                >
                  {allInRegion.label}
                  <span aria-hidden="true">&nbsp;→</span>
                </a>
              </p>
            ) : null}
            {pagination ? <Pagination links={pagination} labels={copy.pagination} /> : null}
          </div>
        </section>
      ))}
      <CallToAction heading={copy.cta.heading} text={copy.cta.text} />
    </>
  );
}
