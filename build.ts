// Builds the whole site into dist/: content → routes → CSS → client bundle → render → write → images → feed →
// sitemap → static → links.
// Everything is built in a staging folder that replaces dist/ only when every step has passed.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRoutes } from './routes';
import { bundleClient } from './src/build/bundle';
import { loadContent } from './src/build/content';
import { buildCss } from './src/build/css';
import { checkLinks } from './src/build/links';
import { createLog, formatBytes, formatMs, StepError } from './src/build/log';
import { placeholderWarnings } from './src/build/placeholders';
import { renderContext, renderPages } from './src/build/render-pages';
import { createStaging } from './src/build/staging';
import { atomFeed } from './src/build/feed';
import { FEED_URL } from './src/lib/head';
import { writeImages } from './src/build/images';
import { writeSocialImages } from './src/build/social-images';
import { writeIcons } from './src/build/icons';
import { robotsTxt, sitemapXml } from './src/build/sitemap';
import { copyStatic, writePages } from './src/build/write';
import { writeHostFiles } from './src/build/host-files';

export interface BuildOptions {
  root?: string;
  outDir?: string;
  quiet?: boolean;
}

export async function build({ root = process.cwd(), outDir = 'dist', quiet = false }: BuildOptions = {}) {
  const started = performance.now();
  const log = createLog(quiet);
  const distDir = resolve(root, outDir);
  const staging = await createStaging(distDir);
  try {
    const content = await log.step('Load and validate content', () => loadContent());
    placeholderWarnings(content.site).forEach(log.warn);
    const routes = await log.step('Routes', () => buildRoutes(content), (r) => `${r.length} routes`);
    const css = await log.step('CSS', () => buildCss(root), (c) => formatBytes(c.length));
    const bundle = await log.step('Client bundle', () => bundleClient(root, staging.dir));
    const ctx = renderContext(content, css, bundle, root);
    const pages = await log.step('Render', () => renderPages(routes, ctx), (p) => `${p.length} pages`);
    const bytes = await log.step('Write', () => writePages(staging.dir, pages), formatBytes);
    const images = content.articles.map((a) => a.imageSource);
    const cache = resolve(root, 'node_modules/.cache/locksmith-images');
    await log.step('Images', () => writeImages(images, staging.dir, cache), (i) => `${i.files} files, ${i.encoded} encoded, ${formatBytes(i.bytes)}`);
    await log.step('Social images', () => writeSocialImages(routes.map((r) => r.head.image), content.site, content.social, staging.dir, cache), (i) => `${i.files} cards, ${i.encoded} encoded, ${formatBytes(i.bytes)}`);
    await log.step('Icons and manifest', () => writeIcons(resolve(root, 'static/favicon.svg'), staging.dir, content.site, content.pages.home.seo.description), (n) => `${n} icons`);
    await log.step('Feed', () => writeFile(join(staging.dir, FEED_URL), atomFeed(content)), () => FEED_URL);
    await log.step('Sitemap and robots.txt', () =>
      Promise.all([
        writeFile(join(staging.dir, 'sitemap.xml'), sitemapXml(routes, content, root)),
        writeFile(join(staging.dir, 'robots.txt'), robotsTxt(content)),
      ]),
    );
    await log.step('Host files', () => writeHostFiles(pages, staging.dir, join(distDir, '..', 'nginx-headers.conf')), (s) => s);
    await log.step('Static files', () => copyStatic(resolve(root, 'static'), staging.dir));
    const linked = pages.map((p) => ({ path: p.route.path, html: p.html }));
    await log.step('Link check', () => checkLinks(linked, staging.dir, content.site.origin), (n) => `${n} links, 0 broken`);
    await staging.commit();
    log.print(`\nBuilt ${pages.length} pages (${formatBytes(bytes)} of HTML) into ${outDir}/ in ${formatMs(performance.now() - started)}`);
    return { pages, timings: log.timings };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build({ quiet: process.argv.includes('--quiet') }).catch((error: unknown) => {
    const step = error instanceof StepError ? ` in step "${error.step}"` : '';
    console.error(`\nBuild failed${step}; dist/ was left as it was.\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
