// The built site that measuring scripts and the browser suite visit: its folder (DIST_DIR, default dist), the
// preview server over it, and the first page of each kind, read from routes.ts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildRoutes, type PageKind, type Route } from '../../routes';
import { loadContent } from '../../src/content/load';
import { startPreview, type Preview } from '../../src/server/preview';

export const distDir = resolve(process.env.DIST_DIR ?? 'dist');

/** Fails with what to do when there is nothing built to visit. */
export function requireDist(): void {
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '404.html'))) {
    throw new Error(`No built site in ${distDir}: run \`npm run build\` first (or point DIST_DIR at a built folder).`);
  }
}

export async function startSite(): Promise<Preview> {
  requireDist();
  return startPreview({ dir: distDir, port: 0 });
}

export const content = loadContent();
export const routes: Route[] = buildRoutes(content);

/** The first route of a page kind ("service" → /services/residential-locksmith/). */
export function firstPath(kind: PageKind): string {
  const route = routes.find((r) => r.page === kind);
  if (!route) throw new Error(`routes.ts has no ${kind} route`);
  return route.path;
}
