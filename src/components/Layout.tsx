// Page frame shared by every route: skip link, header, breadcrumbs, main content, footer, scroll-to-top.
import type { ReactNode } from 'react';
import { FALLBACK_HOST } from '../lib/fallback';
import { SCROLL_THRESHOLD } from '../lib/scroll';
import type { Crumb } from '../lib/types';
import { Island } from './Island';
import { Breadcrumbs } from './Breadcrumbs';
import { useFrame } from './FrameContext';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

interface Props {
  path: string;
  crumbs: readonly Crumb[];
  /** dist/404.html: its script may replace the breadcrumbs and <main> with a fallback page (src/client/fallback-script.ts). */
  fallbackHost?: boolean;
  children: ReactNode;
}

export function Layout({ path, crumbs, fallbackHost = false, children }: Props) {
  const { labels } = useFrame();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-20 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        {labels.skipToContent}
      </a>
      <SiteHeader currentPath={path} />
      <div className="pt-16" {...(fallbackHost ? { [FALLBACK_HOST]: '' } : {})}>
        {crumbs.length > 0 ? <Breadcrumbs crumbs={crumbs} /> : null}
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
      </div>
      <SiteFooter />
      <Island name="ScrollToTop" props={{ label: labels.scrollToTop, threshold: SCROLL_THRESHOLD }} />
    </>
  );
}
