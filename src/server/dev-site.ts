// The dev server's copy of the site, and how a save rebuilds it: the server half of the site bundled (esbuild,
// incremental) and imported afresh, the client bundle and CSS, the images and icons. A failed rebuild keeps the last
// good site and remembers the error, which the open pages are told about.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleClient, type BundleData } from '../steps/bundle';
import { buildCss, type Stylesheet } from '../steps/css';
import { writeIcons } from '../steps/icons';
import { writeImages } from '../steps/images';
import { formatMs } from '../steps/report/log';
import { writeSocialImages } from '../steps/social-images';
import { openCache } from '../lib/cache';
import type * as SiteModule from './dev-pages';
import type { DevSite } from './dev-pages';

/** What a save asks to be done again (dev-watch.ts decides it from the files saved). */
export interface Rebuild {
  /** src/ changed: the client bundle and the CSS. */
  client: boolean;
  /** Content or code changed: the site is loaded again. */
  site: boolean;
  /** Code changed (src/ or routes.ts; content/ is data, read afresh): the server half is bundled again. */
  bundle: boolean;
  /** src/content/schema/ or what it imports changed: the next bundle imports a fresh copy of the schemas. */
  schemas: boolean;
  /** Images, social cards and icons are drawn again if what they are drawn from changed. */
  assets: boolean;
}

export interface DevSiteState {
  /** The site as last loaded without error; undefined until the first good load. */
  readonly site: DevSite | undefined;
  /** The last rebuild's error, until a rebuild succeeds. */
  readonly error: string | undefined;
  /** The whole stylesheet, as last built (the editor's previews use it). */
  readonly css: string;
  /** Runs a rebuild; resolves whether or not it failed (`error` says). */
  rebuild(reason: string, what: Rebuild): Promise<void>;
  dispose(): Promise<void>;
}

export const EVERYTHING: Rebuild = { client: true, site: true, bundle: true, schemas: false, assets: true };

/**
 * `root` is the project; `work` where the bundles and images go (inside the project, so the bundle finds its
 * packages); `onRebuilt` hears of every rebuild, good (error undefined) or failed.
 */
export async function createDevSite(
  root: string,
  work: string,
  onRebuilt: (reason: string, ms: number, error?: string) => void,
): Promise<DevSiteState> {
  const images = join(root, 'node_modules/.cache/locksmith-images');
  let module: typeof SiteModule | undefined;
  let site: DevSite | undefined;
  let error: string | undefined;
  let stylesheet: Stylesheet = { css: '', classesByFile: {} };
  let bundle: BundleData | undefined;
  let version = 0;
  let schemaVersion = 0;
  /** The rebuild running or last run: the next waits for it. */
  let rebuilding: Promise<void> = Promise.resolve();

  // The server half of the site, bundled without its packages so that importing it again re-runs only our code.
  const serverBuild = await esbuild.context({
    absWorkingDir: root,
    entryPoints: ['src/server/dev-pages.ts'],
    outfile: join(work, 'site.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    plugins: [
      {
        // The schemas stay one module across re-imports, loaded by Node: building them and zod's first parse with
        // each (it compiles a parser per schema) cost more than the rest of a reload. An edit to them imports a
        // fresh copy (Rebuild.schemas).
        name: 'schemas-once',
        setup(b) {
          b.onResolve({ filter: /\/schema$/ }, (args) =>
            join(args.resolveDir, args.path) === join(root, 'src/content/schema')
              ? {
                  path: `${pathToFileURL(join(root, 'src/content/schema/index.ts')).href}?v=${schemaVersion}`,
                  external: true,
                }
              : undefined,
          );
        },
      },
      {
        name: 'markdown-cache',
        setup(b) {
          b.onResolve({ filter: /^\.\.\/lib\/markdown$/ }, (args) =>
            args.importer.endsWith(join('src', 'content', 'articles.ts'))
              ? { path: join(root, 'src/server/markdown-memo.ts'), external: true }
              : undefined,
          );
        },
      },
    ],
    // content/blog/ is found relative to src/content/articles.ts; the bundle lives elsewhere, so it is told where
    // that was.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'src/content/articles.ts')).href) },
    logLevel: 'silent',
  });

  async function rebuildClient(): Promise<void> {
    await rm(join(work, 'assets'), { recursive: true, force: true });
    const [newStylesheet, newBundle] = await Promise.all([buildCss(root), bundleClient(root, work)]);
    stylesheet = newStylesheet;
    bundle = newBundle.data;
  }

  /** What the images, social cards and icons are drawn from; they are written again only when this changes. */
  let assetsDrawn = '';
  const buildCache = openCache(root);

  async function syncAssets(): Promise<void> {
    if (!site) return;
    const { content, routes } = site;
    const favicon = join(root, 'static/favicon.svg');
    const sources = content.articles.flatMap((a) => [a.imageSource, ...a.bodyImages.map((i) => i.source)]);
    const cards = routes.map((r) => r.head.image);
    const key = createHash('sha256')
      .update(JSON.stringify([sources, cards.map((c) => c.path), content.site, content.pages.home.seo.description]))
      .update(await readFile(favicon))
      .digest('hex');
    if (key === assetsDrawn) return;
    // Drafts: a fresh clone's first `npm run dev` would otherwise spend seconds encoding AVIF nobody ships.
    await writeImages(sources, work, images, 'draft');
    await writeSocialImages(cards, content.site, content.social, work, images);
    await writeIcons(favicon, work, content.site, content.pages.home.seo.description, buildCache);
    assetsDrawn = key;
  }

  /** Loads the site again; `rebundle` when code or a content module changed, not for an article's Markdown alone. */
  async function reloadSite(rebundle: boolean): Promise<void> {
    let t = performance.now();
    const lap = (name: string) => {
      if (process.env.DEV_TIMINGS) console.log(`    ${name} ${formatMs(performance.now() - t)}`);
      t = performance.now();
    };
    if (rebundle || !module) {
      // Forgotten first: after a failed bundle the next save, whatever it is, must bundle again.
      module = undefined;
      await serverBuild.rebuild();
      lap('server bundle');
      module = (await import(`${pathToFileURL(join(work, 'site.mjs')).href}?v=${++version}`)) as typeof SiteModule;
      lap('import');
    }
    if (!bundle) throw new Error('the client bundle has not been built');
    site = module.loadSite(stylesheet, bundle);
    lap('content and routes');
  }

  return {
    get site() {
      return site;
    },
    get error() {
      return error;
    },
    get css() {
      return stylesheet.css;
    },
    // One rebuild at a time, in the order the saves came: two at once (a save while a slow one, such as a new
    // picture's, still runs) could finish out of order and leave the state of the older files, an error included.
    rebuild(reason, what) {
      const run = rebuilding.then(async () => {
        const start = performance.now();
        if (what.schemas) schemaVersion++;
        try {
          if (what.client) await rebuildClient();
          if (what.site) await reloadSite(what.bundle);
          if (what.assets) await syncAssets();
          error = undefined;
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
        }
        onRebuilt(reason, performance.now() - start, error);
      });
      rebuilding = run.catch(() => undefined);
      return run;
    },
    dispose: () => serverBuild.dispose(),
  };
}
