// The not-found page, dist/404.html, with what its script needs for the fallbacks of missing URLs.
import type { Content } from '../content/load';
import type { Crumb } from '../lib/types';
import { breadcrumbNode, businessNode } from '../lib/json-ld';
import { socialImage } from '../lib/social-card';
import { businessImage, homeCrumb, kindCard, sectionCrumb } from './page';
import type { RouteOf } from './types';
import { sectionPath } from '../lib/paths';

export function notFoundRoute(content: Content): RouteOf<'notFound'> {
  const copy = content.pages.notFound;
  const breadcrumbs: Crumb[] = [homeCrumb(content), { label: copy.breadcrumb }];
  return {
    path: '/404.html',
    page: 'notFound',
    props: {
      copy,
      fallbacks: {
        siteName: content.site.name,
        home: homeCrumb(content),
        areas: { crumb: sectionCrumb(content, sectionPath('areas')), copy: content.pages.areaPage },
        blog: { crumb: sectionCrumb(content, sectionPath('blog')), copy: content.pages.postNotFound },
      },
    },
    breadcrumbs,
    head: {
      title: copy.title,
      description: copy.description,
      keywords: [],
      ogType: 'website',
      noindex: true,
      jsonLd: [
        businessNode(content.site, { image: businessImage(content) }),
        breadcrumbNode(content.site, breadcrumbs),
      ],
      image: socialImage(kindCard(content, 'notFound'), content.site, content.social),
    },
  };
}
