// The blog as it grows (issue: a blog that can grow): the real articles plus generated ones, written as Markdown
// files in a temporary folder and validated like the real ones, every generated title and excerpt as long as the
// schema allows. The index and the categories split into pages whose first screens stay well under the budget,
// and every article is reachable from /blog/ by plain links. `npm run bench` does the same at 200 articles.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../build';
import { buildRoutes, type Route } from '../../routes';
import { grownBlog } from '../../scripts/bench/blog-articles';
import { FIRST_SCREEN_BUDGET } from '../../src/steps/report/budgets';
import type { PageFigures } from '../../src/steps/report/measure';
import { type Content, readContent, validateContent } from '../../src/content/load';
import { ARTICLES_PER_PAGE, categoriesOf } from '../../src/lib/blog';
import { outputFile } from '../../src/lib/paths';
import { fill } from '../../src/lib/template';
import { decodeEntities } from '../../src/lib/xml';
import { buildSite } from '../helpers/shared-build';

/** The real articles' addresses: every other article is generated. */
const REAL = new Set(readContent().articles.map((a) => basename(a.file, '.md')));
/** Generated articles: every other one is in the first real category, so it runs to a second page whatever the real ones. */
const GENERATED = 2 * (ARTICLES_PER_PAGE + 1);
const TOTAL = REAL.size + GENERATED;
/** What every page's first screen keeps free under the budget, with the longest titles and excerpts there can be. */
const FIRST_SCREEN_MARGIN = 3000;

describe(`a blog of ${TOTAL} articles`, () => {
  let dir: string;
  let content: Content;
  let routes: Route[];
  let figures: PageFigures[];
  let margin: Awaited<ReturnType<typeof build>>['margin'];
  const html = (path: string) => readFile(join(dir, 'dist', outputFile(path)), 'utf8');
  const lists = () => routes.filter((r) => r.page === 'blog' || r.page === 'blogCategory');
  const hrefs = (page: string, selector: RegExp) => [...page.matchAll(selector)].map((m) => m[1] ?? '');
  const cards = async (path: string) =>
    hrefs(/<ul id="articles"[\s\S]*?<\/ul>/.exec(await html(path))?.[0] ?? '', /<h2[^>]*><a href="([^"]+)"/g);

  before(async () => {
    // After the shared site's build, which encodes the article images and social cards into the cache this build
    // reads: encoded once per run, not by every build at once. Only waited for: the tests that read it report its
    // failure.
    await buildSite().catch(() => {});
    dir = await mkdtemp(join(tmpdir(), 'locksmith-blog-'));
    const raw = await grownBlog(TOTAL, dir, 'longest');
    // Any page over budget fails the build.
    // The full report: exact gzip figures for every page, not the level-1 bound the default build keeps far from the
    // budget.
    const result = await build({
      content: raw,
      outDir: join(dir, 'dist'),
      quiet: true,
      articleCards: false,
      report: 'full',
    });
    margin = result.margin;
    content = validateContent(raw, {});
    routes = buildRoutes(content, { articleCards: false });
    figures = (JSON.parse(await readFile(join(dir, 'build-report.json'), 'utf8')) as { pages: PageFigures[] }).pages;
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('builds from Markdown files that pass the same validation, each with its own title, excerpt and body', () => {
    assert.equal(content.articles.length, TOTAL);
    for (const field of ['title', 'excerpt', 'html'] as const)
      assert.equal(new Set(content.articles.map((a) => a[field])).size, TOTAL, field);
    const generated = content.articles.filter((a) => !REAL.has(a.slug));
    assert.equal(generated.length, GENERATED);
    assert.ok(generated.every((a) => a.title.length >= 95 && a.excerpt.length >= 230));
  });

  it('passes every budget, every first screen (lists, articles, related cards) at least 3,000 bytes under it', () => {
    assert.ok(margin && margin.bytes >= FIRST_SCREEN_MARGIN, JSON.stringify(margin));
    assert.equal(figures.length, routes.length);
    for (const f of figures)
      assert.ok(f.firstScreen.gzip <= FIRST_SCREEN_BUDGET - FIRST_SCREEN_MARGIN, `${f.path}: ${f.firstScreen.gzip}`);
  });

  it(`splits /blog/ into pages of ${ARTICLES_PER_PAGE}, newest first, every article on exactly one page`, async () => {
    const pages = routes.filter((r) => r.page === 'blog').map((r) => r.path);
    const count = Math.ceil(TOTAL / ARTICLES_PER_PAGE);
    assert.deepEqual(pages, ['/blog/', ...Array.from({ length: count - 1 }, (_, i) => `/blog/page/${i + 2}/`)]);
    const listed = [];
    for (const [i, path] of pages.entries()) {
      const shown = await cards(path);
      assert.equal(shown.length, i < count - 1 ? ARTICLES_PER_PAGE : TOTAL - i * ARTICLES_PER_PAGE, path);
      listed.push(...shown);
    }
    assert.deepEqual(
      listed,
      content.articles.map((a) => `/blog/${a.slug}/`),
    );
  });

  it('reaches every article from /blog/ by plain links between the pages of the blog', async () => {
    const listPaths = new Set(lists().map((r) => r.path));
    const seen = new Set(['/blog/']);
    const found = new Set<string>();
    const queue = ['/blog/'];
    for (let path = queue.shift(); path; path = queue.shift()) {
      for (const href of hrefs(await html(path), / href="(\/blog\/[^"#]*)"/g)) {
        if (listPaths.has(href) && !seen.has(href)) {
          seen.add(href);
          queue.push(href);
        } else if (!listPaths.has(href)) found.add(href);
      }
    }
    assert.deepEqual(seen, listPaths);
    for (const a of content.articles) assert.ok(found.has(`/blog/${a.slug}/`), a.slug);
  });

  it("pages each category the same way, each page counting all of the category's articles", async () => {
    const paged = categoriesOf(content.articles).filter((c) => c.count > ARTICLES_PER_PAGE);
    assert.ok(paged.length > 0, 'no category runs to a second page');
    for (const { name, slug, count } of categoriesOf(content.articles)) {
      const pages = Math.ceil(count / ARTICLES_PER_PAGE);
      const paths = routes.filter((r) => r.path.startsWith(`/blog/category/${slug}/`)).map((r) => r.path);
      assert.deepEqual(
        paths,
        Array.from({ length: pages }, (_, i) => `/blog/category/${slug}/${i ? `page/${i + 1}/` : ''}`),
      );
      const listed = [];
      for (const [i, path] of paths.entries()) {
        const page = await html(path);
        const { showing } = content.pages.blogIndex;
        const shown = fill(count === 1 ? showing.one : showing.other, { count, category: name });
        assert.ok(decodeEntities(page).includes(`>${shown}<`), `${path}: ${shown}`);
        assert.match(page, new RegExp(`<a href="/blog/category/${slug}/" aria-current="${i ? 'true' : 'page'}"`), path);
        if (i) assert.ok(page.includes(`<a href="${paths[i - 1]}" rel="prev"`), path);
        if (i < paths.length - 1) assert.ok(page.includes(`<a href="${paths[i + 1]}" rel="next"`), path);
        listed.push(...(await cards(path)));
      }
      assert.deepEqual(
        listed,
        content.articles.filter((a) => a.category === name).map((a) => `/blog/${a.slug}/`),
      );
    }
  });

  it('lists every page of the index and of the categories in the sitemap', async () => {
    const sitemap = await readFile(join(dir, 'dist', 'sitemap.xml'), 'utf8');
    for (const { path } of lists()) assert.ok(sitemap.includes(`<loc>${content.site.origin}${path}</loc>`), path);
  });
});
