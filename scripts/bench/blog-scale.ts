// The blog at a given number of articles (scripts/bench/blog-articles.ts writes them as Markdown files): builds
// the site with every budget enforced and measures the pages of the index and of the categories, and the
// smallest margin under the first-screen budget anywhere. `npm run bench` runs it at 20 (the real articles) and
// 200; on its own: `tsx scripts/bench/blog-scale.ts 200 longest`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from '../../build';
import type { PageFigures } from '../../src/steps/report/measure';
import { type Margin, smallestMargin } from '../../src/steps/report/summary';
import { grownBlog, type Lengths } from './blog-articles';

export interface BlogScale {
  articles: number;
  lengths: Lengths;
  pages: number;
  /** Pages of the index (/blog/, /blog/page/N/) and of the categories. */
  indexPages: number;
  categoryPages: number;
  buildMs: number;
  /** The largest first screen of those pages, as the margin it leaves under the first-screen budget. */
  index: Margin;
  /** The smallest first-screen margin of any page of the site. */
  site: Margin;
}

export async function blogScale(articles: number, lengths: Lengths): Promise<BlogScale> {
  const dir = await mkdtemp(join(tmpdir(), 'locksmith-blog-'));
  try {
    const content = await grownBlog(articles, dir, lengths);
    // Budgets are enforced: a page over budget fails the build, and the benchmark with it.
    const result = await build({ content, outDir: join(dir, 'dist'), quiet: true, articleCards: false });
    const report = JSON.parse(await readFile(join(dir, 'build-report.json'), 'utf8')) as { pages: PageFigures[] };
    const index = report.pages.filter((p) => p.kind === 'blog');
    const categories = report.pages.filter((p) => p.kind === 'blogCategory');
    const listMargin = smallestMargin([...index, ...categories]);
    if (!listMargin || !result.margin) throw new Error('the build has no blog pages');
    return {
      articles,
      lengths,
      pages: result.pages,
      indexPages: index.length,
      categoryPages: categories.length,
      buildMs: result.totalMs,
      index: listMargin,
      site: result.margin,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await blogScale(Number(process.argv[2] ?? 200), (process.argv[3] ?? 'varied') as Lengths);
  console.log(JSON.stringify(result, null, 1));
}
