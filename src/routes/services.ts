// /services/ and a page per service: each with the services it names, its head data and structured data.
import type { Content } from '../content/load';
import { faqNode, serviceNode } from '../lib/json-ld';
import { sectionPath, servicePath } from '../lib/paths';
import { page, sectionCrumb } from './page';
import { reviewsFor } from './reviews';
import type { Route } from './types';

export function serviceRoutes(content: Content): Route[] {
  const { services, pages: copy, site } = content;
  const bySlug = new Map(services.map((s) => [s.slug, s]));
  const pick = (slugs: readonly string[]) => slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const servicesCrumb = sectionCrumb(content, sectionPath('services'));
  return [
    page(content, {
      path: sectionPath('services'),
      page: 'services',
      props: {
        copy: copy.servicesIndex,
        main: pick(copy.servicesIndex.mainSlugs),
        additional: services.filter((s) => !copy.servicesIndex.mainSlugs.includes(s.slug)),
      },
      seo: copy.servicesIndex.seo,
      trail: [{ label: servicesCrumb.label }],
      pageType: 'CollectionPage',
    }),
    ...services.map((service) => {
      const path = servicePath(service.slug);
      return page(content, {
        path,
        page: 'service',
        props: {
          service,
          copy: copy.servicePage,
          related: pick(service.relatedServices.filter((r) => r !== service.slug)),
          reviews: reviewsFor(content, { service: service.slug }),
        },
        seo: { title: service.metaTitle, description: service.metaDescription, keywords: service.keywords },
        trail: [servicesCrumb, { label: service.title }],
        jsonLd: [serviceNode(site, path, service.title, service.metaDescription), faqNode(service.faqs)],
      });
    }),
  ];
}
