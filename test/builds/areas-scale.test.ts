// The areas index as the areas grow (docs/site.md#areas): five thousand more boroughs, spread over the regions, build
// under the budgets (a page over budget fails the build). /areas/ shows each region's first AREAS_PER_PAGE
// areas and links the numbered pages of the rest, so every page stays within its budgets and every area is still
// reached from /areas/ by plain links.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../build';
import { syntheticArea } from '../../scripts/bench/synthetic';
import { readContent } from '../../src/content/load';
import { AREAS_PER_PAGE, regions } from '../../src/lib/area';
import { areaPath, areaRegionPath, outputFile, sectionPath } from '../../src/lib/paths';
import { FIRST_SCREEN_BUDGET, PAGE_BUDGET, PUBLISHED_WHOLE } from '../../src/steps/report/budgets';
import type { PageFigures } from '../../src/steps/report/measure';
import type { PageKind } from '../../src/routes/types';
import { buildSite } from '../helpers/shared-build';

const EXTRA = 5000;

/** The hrefs of a page's links, as written. */
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');

describe(`the areas index with ${EXTRA} more areas`, () => {
  let dir: string;
  let figures: PageFigures[];
  const raw = readContent();
  const all = [...raw.areas, ...Array.from({ length: EXTRA }, (_, i) => syntheticArea(i))] as {
    slug: string;
    region: string;
  }[];
  const page = (path: string) => readFile(join(dir, 'dist', outputFile(path)), 'utf8');

  before(async () => {
    // After the shared site's build, whose encoded images this build reads from the cache.
    await buildSite().catch(() => {});
    dir = await mkdtemp(join(tmpdir(), 'locksmith-areas-'));
    // The exact gzip figures of every page.
    await build({
      content: { ...raw, areas: all },
      outDir: join(dir, 'dist'),
      quiet: true,
      articleCards: false,
      report: 'full',
    });
    figures = (JSON.parse(await readFile(join(dir, 'build-report.json'), 'utf8')) as { pages: PageFigures[] }).pages;
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('keeps every page within its first-screen and page budgets', () => {
    const over = figures.filter(
      (p) =>
        p.firstScreen.gzip > FIRST_SCREEN_BUDGET ||
        (p.html.gzip > PAGE_BUDGET && !PUBLISHED_WHOLE.includes(p.kind as PageKind)),
    );
    assert.deepEqual(
      over.map((p) => `${p.path}: first screen ${p.firstScreen.gzip}, page ${p.html.gzip}`),
      [],
    );
    assert.ok(figures.some((p) => p.path === sectionPath('areas')));
  });

  it("shows each region's first areas on /areas/, with a link to the pages of them all", async () => {
    const index = hrefs(await page(sectionPath('areas')));
    const regionsLinked = index.filter((h) => h.startsWith(areaRegionPath('')));
    const regionCount = new Set(all.map((a) => a.region)).size;
    assert.equal(regionsLinked.length, regionCount, 'one link to each region, every region having more');
    const shown = index.filter((h) => all.some((a) => h === areaPath(a.slug)));
    assert.equal(shown.length, regionCount * AREAS_PER_PAGE);
  });

  it('reaches every area from /areas/ by plain links, each region page holding at most AREAS_PER_PAGE', async () => {
    const reached = new Set<string>();
    const seen = new Set<string>();
    const queue = [sectionPath('areas')];
    for (let path = queue.shift(); path; path = queue.shift()) {
      const links = hrefs(await page(path));
      const cards = links.filter((h) => all.some((a) => h === areaPath(a.slug)));
      assert.ok(cards.length <= AREAS_PER_PAGE * (path === sectionPath('areas') ? regions.length : 1), path);
      cards.forEach((h) => reached.add(h));
      for (const h of links)
        if (h.startsWith(areaRegionPath('')) && !seen.has(h)) {
          seen.add(h);
          queue.push(h);
        }
    }
    assert.deepEqual(
      all.map((a) => areaPath(a.slug)).filter((p) => !reached.has(p)),
      [],
    );
    // Every page of each region, and no other.
    const counts = new Map<string, number>();
    for (const a of all) counts.set(a.region, (counts.get(a.region) ?? 0) + 1);
    const pages = [...counts.values()].reduce((n, count) => n + Math.ceil(count / AREAS_PER_PAGE), 0);
    assert.equal(new Set([...seen].map((h) => h.replace(/#.*$/, ''))).size, pages);
  });
});
