// The whole HTML document: <html lang="en-GB">, the head tags of the route, inlined CSS and the page's scripts.
import type { SiteSettings } from '../content/schema';
import { HeadTags } from './lib/head';
import type { HeadData } from './lib/types';

export interface DocumentAssets {
  /** The site's CSS, inlined so the first response can paint without another request. */
  css: string;
  /**
   * Module scripts of the page: the island loader, or none on a page without islands. Nothing else is fetched or
   * preloaded as the page loads: each island's code waits for its trigger (src/client/islands/registry.ts).
   */
  scripts: readonly string[];
}

interface Props {
  head: HeadData;
  site: SiteSettings;
  assets: DocumentAssets;
  /** The rendered body, from the first render pass in src/render.tsx. */
  bodyHtml: string;
}

export function Document({ head, site, assets, bodyHtml }: Props) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags head={head} site={site} />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        {assets.scripts.map((src) => (
          // Nothing in the first paint needs it: async, so it never holds up DOMContentLoaded or the paint that
          // follows, and low priority, so the document's images go first on a slow link.
          <script key={src} type="module" src={src} async fetchPriority="low" />
        ))}
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
