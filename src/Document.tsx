// The whole HTML document: <html lang="en-GB">, the head tags of the route, inlined CSS and the page's script.
import type { SiteSettings } from './content/schema';
import { FIRST_SCREEN_ID } from './lib/first-screen';
import { HeadTags } from './lib/head';
import type { HeadData, PageScript } from './lib/types';

export interface DocumentAssets {
  /** The site's CSS, inlined so the first response can paint without another request. */
  css: string;
  /**
   * The page's one script, carried inline in the head: the boot script, which fetches the island loader once the page
   * has painted; dist/404.html's fallback script, which must decide what the page shows before anything is drawn; or
   * none on a page without islands. Nothing is fetched or preloaded as the
   * page loads: each island's code waits for its trigger (src/client/islands/registry.ts).
   */
  script: PageScript | undefined;
  /** The CSP source of `css` (`sha256-…`), for the header's policy. */
  styleHash: string;
  /** The 404 page's own Content-Security-Policy, carried in a meta tag as well as in the host's header. */
  policy?: string;
}

interface Props {
  head: HeadData;
  site: SiteSettings;
  assets: DocumentAssets;
  /** The rendered body, from the first render pass in src/render.tsx. */
  bodyHtml: string;
  /** The body marks where its first screen ends (src/lib/first-screen.ts). */
  firstScreenMarked: boolean;
}

export function Document({ head, site, assets, bodyHtml, firstScreenMarked }: Props) {
  const { script } = assets;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        {/* Before the stylesheet and script, which it must cover. */}
        {assets.policy ? <meta httpEquiv="Content-Security-Policy" content={assets.policy} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Chromium paints nothing until the first screen is parsed, so it never paints half of one. */}
        {firstScreenMarked ? <link rel="expect" href={`#${FIRST_SCREEN_ID}`} blocking="render" /> : null}
        <HeadTags head={head} site={site} />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        {/* The element scriptElement() writes; the build's budget check fails a page where the two differ. */}
        {script ? <script dangerouslySetInnerHTML={{ __html: script.code }} /> : null}
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
