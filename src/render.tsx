// The one module that knows React, StaticRouter and the doctype: turns a route into a complete HTML document.
import { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type * as ReactRouter from 'react-router';
import type { Route } from '../routes';
import type { SiteSettings } from './content/schema';
import { FrameContext } from './components/FrameContext';
import { Layout } from './components/Layout';
import { Document, type DocumentAssets } from './Document';
import { IslandsUsed } from './components/Island';
import type { IslandName } from './client/islands/registry';
import type { Frame } from './lib/types';
import { pages } from './pages';
import { FIRST_SCREEN_END, firstScreenEnd } from './lib/first-screen';

// Both packages are loaded with Node's CommonJS loader rather than `import`: under tsx, every require() inside a
// CommonJS package that was imported goes through tsx's loader thread, which made loading React's server renderer and
// the router take 0.2 s of a build's start-up; required, they load as fast as without tsx. React is one instance
// either way (Node's module cache holds react/index.js once), so the hooks of pages and islands see one React.
const require = createRequire(import.meta.url);
const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
const { StaticRouter } = require('react-router') as typeof ReactRouter;

export interface RenderContext {
  site: SiteSettings;
  frame: Frame;
  /** The CSS and script a page needs, given the islands it rendered. */
  assetsFor: (route: Route, islands: ReadonlySet<IslandName>, bodyHtml: string) => DocumentAssets;
}

/** A rendered page and what the render knows of it, so later steps need not read it back out of the HTML. */
export interface RenderedPage extends DocumentAssets {
  /** The complete document, doctype included. */
  html: string;
  /** Where the first screen ends in `html` (a string offset; src/lib/first-screen.ts), its length if unmarked. */
  firstScreenEnd: number;
  /** The islands the page contains. */
  islands: ReadonlySet<IslandName>;
}

export function renderRoute(route: Route, ctx: RenderContext): RenderedPage {
  // routes.ts pairs each page kind with its props; TypeScript cannot follow that pairing through the lookup.
  const Page = pages[route.page] as ComponentType<typeof route.props>;
  const islands = new Set<IslandName>();
  // Pass 1: the body, noting which islands it contains, so the page carries the loader only where there are islands
  // and the inlined CSS covers the classes those islands can add.
  const bodyHtml = renderToString(
    <StaticRouter location={route.path}>
      <FrameContext.Provider value={ctx.frame}>
        <IslandsUsed.Provider value={islands}>
          <Layout path={route.path} crumbs={route.breadcrumbs} fallbackHost={route.page === 'notFound'}>
            <Page {...route.props} />
          </Layout>
        </IslandsUsed.Provider>
      </FrameContext.Provider>
    </StaticRouter>,
  );
  // Pass 2: the document around it.
  const assets = ctx.assetsFor(route, islands, bodyHtml);
  const marked = bodyHtml.includes(FIRST_SCREEN_END);
  const document = renderToString(
    <Document head={route.head} site={ctx.site} assets={assets} bodyHtml={bodyHtml} firstScreenMarked={marked} />,
  );
  const html = `<!DOCTYPE html>${document}`;
  return { html, firstScreenEnd: firstScreenEnd(html, route.path), islands, ...assets };
}
