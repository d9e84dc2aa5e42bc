// One change, every page: the figures the copy states are written once, in content/site.yaml. Changing the arrival
// aim and the basic key price there alone must change them on every page that stated them, and leave the old
// figures on none. The new figures are worked out from the current ones, so they differ whatever the owner set.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { readContent } from '../../src/content/load';
import { buildSite } from '../helpers/shared-build';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';

/** The site's figures as the real content gives them; the test builds with others. */
const { facts } = readContent().site;
// Not the end of a range ("20–30 minutes", the average) nor a possessive ("30 minutes' fire resistance").
const aim = new RegExp(`(?<![–\\d-])${escape(facts.arrivalAim)}(?!['’])`);
const price = new RegExp(`${escape(facts.basicKeyPrice)}(?!\\d)`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of a page, tags and scripts left out, so only what a visitor reads counts. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'");
}

/**
 * The first of `candidates` that no page of the real site states, so finding it on a page shows the change reached it.
 * Each is a figure the build accepts, and none is the current one.
 */
function unstated(candidates: (step: number) => string, pages: Map<string, string>): string {
  for (let step = 1; step < 100; step++) {
    const candidate = candidates(step);
    if (![...pages.values()].some((text) => text.includes(candidate))) return candidate;
  }
  throw new Error(`every candidate figure is stated already, up to ${candidates(99)}`);
}

/** A later aim than the current one (an aim or a range), so the average stays within it as the build requires. */
const laterAim = (step: number) =>
  `${Math.max(...(facts.arrivalAim.match(/\d+/g) ?? ['0']).map(Number)) + 5 * step} minutes`;
/** A dearer price in the current one's form, with pence if it has them. */
const dearerPrice = (step: number) => {
  const pence = facts.basicKeyPrice.includes('.');
  return `£${(Number(facts.basicKeyPrice.slice(1)) + 5 * step).toFixed(pence ? 2 : 0)}`;
};

describe('a figure changed in content/site.yaml alone', { timeout: 180_000 }, () => {
  const copies: ProjectCopy[] = [];
  let real: Map<string, string>;
  let changed: Map<string, string>;
  let newAim = '';
  let newPrice = '';

  before(async () => {
    const site = await buildSite();
    const read = async (dir: string) =>
      new Map(
        await Promise.all(
          fg
            .sync(['**/*.html', 'blog/feed.xml'], { cwd: dir })
            .map(async (file) => [file, visibleText(await readFile(join(dir, file), 'utf8'))] as const),
        ),
      );
    real = await read(site.outDir);
    newAim = unstated(laterAim, real);
    newPrice = unstated(dearerPrice, real);
    // Another fact may state the same figure (a call-back aim of the arrival aim's 30 minutes): it is given one of its
    // own first, in the site compared with as well, so the old figure left on a page can only be the one changed.
    const twins = Object.entries(facts).flatMap(([name, value]) =>
      name !== 'arrivalAim' && value === facts.arrivalAim
        ? [[name, unstated((step) => laterAim(step + 50), real)] as const]
        : name !== 'basicKeyPrice' && value === facts.basicKeyPrice
          ? [[name, unstated((step) => dearerPrice(step + 50), real)] as const]
          : [],
    );
    const built = async (figures: Record<string, string>) => {
      const project = copyProject();
      project.editYaml('content/site.yaml', (doc) => {
        for (const [name, value] of Object.entries(figures)) doc.setIn(['facts', name], value);
      });
      await project.build();
      copies.push(project);
      return read(join(project.root, 'dist'));
    };
    if (twins.length) real = await built(Object.fromEntries(twins));
    changed = await built({ ...Object.fromEntries(twins), arrivalAim: newAim, basicKeyPrice: newPrice });
  });
  after(() => copies.forEach((c) => c.remove()));

  for (const [name, old, newFigure] of [
    ['the arrival aim', () => aim, () => newAim],
    ['the basic key price', () => price, () => newPrice],
  ] as const) {
    it(`states the new ${name} on every page that stated the old one, and the old one on none`, () => {
      const now = newFigure();
      assert.notEqual(now, '', 'a new figure was chosen');
      const stated = [...real].filter(([, text]) => old().test(text)).map(([file]) => file);
      assert.ok(stated.length > 0, `the real site states ${name} somewhere`);
      for (const file of stated) assert.ok(changed.get(file)?.includes(now), `${file} states ${now}`);
      const left = [...changed].filter(([, text]) => old().test(text)).map(([file]) => file);
      assert.deepEqual(left, [], `pages that still state the old ${name}`);
    });
  }
});
