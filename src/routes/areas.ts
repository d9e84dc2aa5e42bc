// /areas/ grouped by region (with pages of a region's areas when it has more than /areas/ shows), and a page per
// borough naming it as the place served.
import type { Content } from '../content/load';
import { AREAS_PER_PAGE, cardSpecialties, firstSentence, regions, withName } from '../lib/area';
import { areaPath, areaRegionPath, sectionPath } from '../lib/paths';
import { itemListNode } from '../lib/json-ld';
import { numberedSeo, pageLinks, paginate } from '../lib/pagination';
import { fill } from '../lib/template';
import type { Crumb } from '../lib/types';
import type { RegionList } from '../pages/AreasPage';
import { page, sectionCrumb } from './page';
import { reviewsFor } from './reviews';
import type { Route } from './types';

/** The id of a region's section on /areas/ ("central-london"), which the contact page links to. */
export function regionId(region: string): string {
  return `${region.toLowerCase()}-london`;
}

export function areaRoutes(content: Content): Route[] {
  const { areas, pages: copy, site } = content;
  const areasCrumb = sectionCrumb(content, sectionPath('areas'));
  const byRegion = regions
    .map((region) => ({
      region,
      id: regionId(region),
      areas: areas
        .filter((a) => a.region === region)
        .map((a) => ({
          slug: a.slug,
          name: a.name,
          summary: firstSentence(a.description),
          specialties: cardSpecialties(a.specialties),
        })),
    }))
    .filter((r) => r.areas.length > 0);
  const index = copy.areasIndex;
  return [
    page(content, {
      path: sectionPath('areas'),
      page: 'areas',
      props: {
        copy: index,
        hero: index.hero,
        highlights: true,
        regions: byRegion.map((r) =>
          r.areas.length > AREAS_PER_PAGE
            ? {
                ...r,
                areas: r.areas.slice(0, AREAS_PER_PAGE),
                allInRegion: {
                  href: areaRegionPath(r.id),
                  label: fill(index.allInRegion, { count: r.areas.length.toLocaleString('en-GB'), region: r.region }),
                },
              }
            : r,
        ),
      },
      seo: index.seo,
      trail: [{ label: areasCrumb.label }],
      pageType: 'CollectionPage',
    }),
    ...byRegion.filter((r) => r.areas.length > AREAS_PER_PAGE).flatMap((r) => regionRoutes(content, r, areasCrumb)),
    ...areas.map((area) => {
      const { seo } = copy.areaPage;
      const t = (template: string) => withName(template, area.name);
      return page(content, {
        path: areaPath(area.slug),
        page: 'area',
        props: { area, copy: copy.areaPage, reviews: reviewsFor(content, { area: area.slug }) },
        seo: { title: t(seo.title), description: t(seo.description), keywords: seo.keywords.map(t) },
        trail: [areasCrumb, { label: area.name }],
        areaServed: {
          '@type': 'AdministrativeArea',
          name: area.name,
          geo: {
            '@type': 'GeoCoordinates',
            latitude: area.coordinates.latitude,
            longitude: area.coordinates.longitude,
          },
          containedInPlace: { '@type': 'AdministrativeArea', name: site.region },
        },
      });
    }),
  ];
}

/** The numbered pages of a region too large for /areas/: /areas/region/{id}/, then /page/2/ and on. */
function regionRoutes(content: Content, list: RegionList, areasCrumb: Crumb): Route[] {
  const copy = content.pages.areasIndex;
  const named = (template: string) => fill(template, { region: list.region });
  const seo = {
    title: named(copy.region.seo.title),
    description: named(copy.region.seo.description),
    keywords: copy.region.seo.keywords.map(named),
  };
  const hero = { title: named(copy.region.hero.title), subtitle: named(copy.region.hero.subtitle) };
  const chunks = paginate(list.areas, AREAS_PER_PAGE);
  const pathOf = (n: number) => areaRegionPath(list.id, n);
  const regionCrumb = { label: named(copy.regionHeading), href: pathOf(1) };
  return chunks.map((cards, i) => {
    const n = i + 1;
    const path = pathOf(n);
    const links = pageLinks(n, chunks.length, pathOf, copy.pagination);
    return page(content, {
      path,
      page: 'areas',
      props: {
        copy,
        hero,
        highlights: false,
        regions: [{ region: list.region, id: list.id, areas: cards }],
        ...(links ? { pagination: links } : {}),
      },
      seo: numberedSeo(n, chunks.length, copy.pagination, { seo, title: hero.title }),
      trail:
        n === 1
          ? [areasCrumb, { label: regionCrumb.label }]
          : [areasCrumb, regionCrumb, { label: fill(copy.pagination.page, { page: n }) }],
      pageType: 'CollectionPage',
      jsonLd: [
        itemListNode(
          content.site,
          path,
          cards.map((c) => ({ path: areaPath(c.slug), name: c.name })),
        ),
      ],
    });
  });
}
