// /areas/ grouped by region, and a page per borough naming it as the place served.
import type { Content } from '../content/load';
import { cardSpecialties, withName } from '../lib/area';
import { areaPath, sectionPath } from '../lib/paths';
import { firstSentence, regions } from '../lib/area';
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
  return [
    page(content, {
      path: sectionPath('areas'),
      page: 'areas',
      props: {
        copy: copy.areasIndex,
        regions: regions
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
          .filter((r) => r.areas.length > 0),
      },
      seo: copy.areasIndex.seo,
      trail: [{ label: areasCrumb.label }],
      pageType: 'CollectionPage',
    }),
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
