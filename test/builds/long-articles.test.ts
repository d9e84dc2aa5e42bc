// An article of any length publishes whole: the first-screen budget counts the HTML up to the end of the first
// screen (src/lib/first-screen.ts), so length never fails a build; past a ceiling of words the build only warns.
// The long guides are made of the real articles' prose (scripts/bench/long-article.ts), built beside the real content.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../build';
import { longArticle } from '../../scripts/bench/long-article';
import { FIRST_SCREEN_BUDGET } from '../../src/steps/report/budgets';
import type { PageFigures } from '../../src/steps/report/measure';
import { ARTICLE_WORDS_CEILING } from '../../src/content/article-length';
import { readContent } from '../../src/content/load';
import { markdownToHtml, sanitizeArticleHtml } from '../../src/lib/markdown';
import { siteValues } from '../../src/content/fill';
import { fill } from '../../src/lib/template';
import { buildSite, siteContent } from '../helpers/shared-build';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A block of the body as the page publishes it: each picture of the Markdown becomes the build's <picture>, AVIF and
 * WebP around an <img> with the same alt text (test/builds/article-body.test.ts checks the rest of it); all else is as is.
 */
function published(block: string): RegExp {
  let pattern = '';
  let at = 0;
  for (const img of block.matchAll(/<img\b[^>]*>/g)) {
    const alt = /\balt="([^"]*)"/.exec(img[0])?.[1] ?? '';
    pattern += escape(block.slice(at, img.index));
    pattern += `<picture><source type="image/avif" [^>]+><source type="image/webp" [^>]+><img [^>]*\\balt="${escape(alt)}"[^>]*></picture>`;
    at = img.index + img[0].length;
  }
  return new RegExp(pattern + escape(block.slice(at)));
}

describe('long articles', () => {
  const guide = longArticle(6_000);
  const tenThousand = longArticle(10_000);
  const overCeiling = longArticle(ARTICLE_WORDS_CEILING + 500);
  let dir: string;
  let warnings: string[];
  let figures: Map<string, PageFigures>;
  const page = (slug: string) => readFile(join(dir, 'dist', 'blog', slug, 'index.html'), 'utf8');

  before(async () => {
    // After the shared site's build, which encodes the article images and social cards into the cache this build
    // reads: encoded once per run, not by every build at once. Only waited for: the tests that read it report its
    // failure.
    await buildSite().catch(() => {});
    dir = await mkdtemp(join(tmpdir(), 'locksmith-long-'));
    const raw = readContent();
    const result = await build({
      content: { ...raw, articles: [...raw.articles, guide, tenThousand, overCeiling] },
      outDir: join(dir, 'dist'),
      quiet: true,
      articleCards: false,
    });
    warnings = result.warnings;
    const report = JSON.parse(await readFile(join(dir, 'build-report.json'), 'utf8')) as { pages: PageFigures[] };
    figures = new Map(report.pages.map((p) => [p.path, p]));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('publishes a 6,000-word guide whole: every paragraph, heading and list item in its HTML', async () => {
    const html = await page(guide.slug);
    // The loader fills the site's figures ("{arrivalAim}") into every article before it renders it.
    const values = siteValues((await siteContent()).site, new Date().getFullYear());
    const body = sanitizeArticleHtml(markdownToHtml(fill(guide.text.replace(FRONT_MATTER, ''), values)));
    const blocks = [...body.matchAll(/<(p|h2|h3|h4|li)>([\s\S]*?)<\/\1>/g)].map((m) => m[0]);
    assert.ok(blocks.length > 200, `${blocks.length} blocks`);
    for (const block of blocks)
      if (block.includes('<img')) assert.match(html, published(block), block.slice(0, 80));
      else assert.ok(html.includes(block), block.slice(0, 80));
  });

  it('keeps its first screen within budget while the whole page is far over it', () => {
    const f = figures.get(`/blog/${guide.slug}/`);
    assert.ok(f);
    assert.ok(f.firstScreen.gzip <= FIRST_SCREEN_BUDGET, `first screen ${f.firstScreen.gzip}`);
    assert.ok(f.html.gzip > FIRST_SCREEN_BUDGET, `whole page ${f.html.gzip}`);
    assert.ok(f.firstScreen.raw < f.html.raw / 2, `${f.firstScreen.raw} of ${f.html.raw} bytes`);
  });

  it('builds 10,000 words without a warning, and warns past the ceiling, naming the article, its words and the ceiling', () => {
    // Only the length warning ("file: N words, …") counts here; the guarantee's placeholder warning names copy too.
    assert.ok(!warnings.some((w) => w.startsWith(`content/blog/${tenThousand.slug}.md: `)), warnings.join('\n'));
    const warning = warnings.find((w) => w.startsWith(`content/blog/${overCeiling.slug}.md: `));
    const ceiling = ARTICLE_WORDS_CEILING.toLocaleString('en-GB');
    assert.match(
      warning ?? '',
      new RegExp(
        `^content/blog/${overCeiling.slug}\\.md: [\\d,]+ words, over the ${ceiling} an article should hold\\. It builds and publishes whole, but .*split it into articles of the same category`,
      ),
    );
    const words = Number(/^[^:]+: ([\d,]+) words/.exec(warning ?? '')?.[1]?.replaceAll(',', ''));
    assert.ok(words > ARTICLE_WORDS_CEILING, `${words} words`);
  });

  it('fails the build when a first screen is too large, naming the page, its size and the budget', async () => {
    // A lead paragraph as long as a whole guide: the first screen ends after it, so all of it is budgeted.
    const [head, body] = [guide.text.match(FRONT_MATTER)?.[0] ?? '', guide.text.replace(FRONT_MATTER, '')];
    const oneParagraph = body
      .replace(/^#+ .*$/gm, '')
      .replace(/^- /gm, '')
      .replace(/\s+/g, ' ');
    const raw = readContent();
    const out = join(dir, 'failed');
    await assert.rejects(
      build({
        content: { ...raw, articles: [...raw.articles, { ...guide, text: `${head}\n${oneParagraph}\n` }] },
        outDir: out,
        quiet: true,
        articleCards: false,
      }),
      new RegExp(
        `/blog/${guide.slug}/: its first screen \\(the HTML up to <FirstScreenEnd />, inlined CSS included\\) is \\d{5} bytes gzip, over the first-screen budget of ${FIRST_SCREEN_BUDGET}`,
      ),
    );
  });
});
