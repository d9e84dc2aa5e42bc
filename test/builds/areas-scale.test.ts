// The areas index as the areas grow (docs/site.md#areas): a thousand more boroughs, all in the region the index shows
// first, build under the default budgets (a page over budget fails the build): the first screen of /areas/ ends after
// FIRST_SCREEN_CARDS cards, so its bytes stay within FIRST_SCREEN_BUDGET however many areas a region has, and every
// area is still listed and linked there.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../build';
import { syntheticArea } from '../../scripts/bench/synthetic';
import { readContent } from '../../src/content/load';
import { regions } from '../../src/lib/area';
import { FIRST_SCREEN_BUDGET } from '../../src/steps/report/budgets';
import type { PageFigures } from '../../src/steps/report/measure';
import { buildSite } from '../helpers/shared-build';

const EXTRA = 1000;

describe(`the areas index with ${EXTRA} more areas in its first region`, () => {
  let dir: string;
  let figures: PageFigures[];
  const raw = readContent();
  const extra = Array.from({ length: EXTRA }, (_, i) => syntheticArea(i, regions[0]));

  before(async () => {
    // After the shared site's build, whose encoded images this build reads from the cache.
    await buildSite().catch(() => {});
    dir = await mkdtemp(join(tmpdir(), 'locksmith-areas-'));
    // The default budgets, with the exact gzip figures of every page.
    await build({
      content: { ...raw, areas: [...raw.areas, ...extra] },
      outDir: join(dir, 'dist'),
      quiet: true,
      articleCards: false,
      report: 'full',
    });
    figures = (JSON.parse(await readFile(join(dir, 'build-report.json'), 'utf8')) as { pages: PageFigures[] }).pages;
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it("keeps /areas/'s first screen within the budget", () => {
    const index = figures.find((p) => p.path === '/areas/');
    assert.ok(index, '/areas/ is built');
    assert.ok(
      index.firstScreen.gzip <= FIRST_SCREEN_BUDGET,
      `${index.firstScreen.gzip} bytes gzip, over ${FIRST_SCREEN_BUDGET}`,
    );
  });

  it('lists and links every area on /areas/', async () => {
    const html = await readFile(join(dir, 'dist', 'areas', 'index.html'), 'utf8');
    for (const { slug } of [...raw.areas, ...extra] as { slug: string }[])
      assert.ok(html.includes(`href="/areas/${slug}/"`), slug);
  });
});
