// The pages dist/404.html renders in the browser for an unknown area or article (docs/site.md#errors-and-fallbacks): the generic area
// page and 'Post Not Found', inside the same breadcrumbs and <main> as every built page.
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FrameContext } from '../components/FrameContext';
import { renderBrowserPage } from './BrowserPage';
import { areaNameFromSlug, withName } from '../lib/area';
import type { AreaDetails, AreaPageCopy } from '../content/schema';
import { pageTitle } from '../lib/head';
import type { Crumb } from '../lib/types';
import { AreaPage } from '../pages/AreaPage';
import { PostNotFoundPage } from '../pages/PostNotFoundPage';
import { type FallbackData, readFallbackData } from '../lib/fallback';

type PageFallback = { kind: 'area' | 'post'; slug: string };

/** The generic page of an area without a record: the name from its address, the generic copy, every list empty. */
function genericArea(slug: string, copy: AreaPageCopy): AreaDetails {
  const name = areaNameFromSlug(slug);
  return {
    slug,
    name,
    description: withName(copy.generic.description, name),
    neighborhoods: [],
    postalCodes: [],
    specialties: [],
    landmarks: [],
    emergency: withName(copy.generic.emergency, name),
    installation: withName(copy.generic.installation, name),
  };
}

function pageFor(fallback: PageFallback, data: FallbackData): { title: string; crumbs: Crumb[]; body: ReactElement } {
  if (fallback.kind === 'area') {
    const area = genericArea(fallback.slug, data.areas.copy);
    return {
      title: withName(data.areas.copy.heroTitle, area.name),
      crumbs: [data.home, data.areas.crumb, { label: area.name }],
      body: <AreaPage area={area} copy={data.areas.copy} />,
    };
  }
  const copy = data.blog.copy;
  return {
    title: copy.title,
    crumbs: [data.home, data.blog.crumb, { label: copy.title }],
    body: <PostNotFoundPage copy={copy} />,
  };
}

/** Replaces the 404 content of `container` (the breadcrumbs and <main>) with the fallback page. */
export function renderFallbackPage(container: HTMLElement, fallback: PageFallback): void {
  const data = readFallbackData(document);
  const { title, crumbs, body } = pageFor(fallback, data);
  document.title = pageTitle(title, data.siteName);
  // Synchronous, so the 404 text is never painted between the old content and the new.
  flushSync(() =>
    renderBrowserPage(
      container,
      <FrameContext.Provider value={data.frame}>
        <Breadcrumbs crumbs={crumbs} />
        <main id="main" tabIndex={-1} className="outline-none">
          {body}
        </main>
      </FrameContext.Provider>,
    ),
  );
}
