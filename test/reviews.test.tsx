// docs/site.md#reviews: a review the owner adds shows on the home page and on the pages of its service and its area,
// with its source linked and in no structured data; with none, no page has a reviews section. Built from a copy of the
// real content with reviews added, so it holds for whatever services and areas the owner has.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ContentValues, readContent, validateContent } from '../src/content/load';
import { areaPath, servicePath } from '../src/lib/paths';
import { errorsOf } from './helpers/content-errors';
import { renderAll } from './helpers/render-all';

const raw = readContent();
const [service = '', otherService = ''] = raw.services.map((s) => String(s.slug));
const [area = ''] = raw.areas.map((a) => String(a.slug));
const SOURCE = 'https://www.trustpilot.com/reviews/0123456789abcdef';

/** A review as the editor writes it, with its slug from the file name. */
const review = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  words: `The locksmith arrived when they said, agreed the price first and fixed the lock (${slug}).`,
  name: 'J. M.',
  service,
  area,
  date: '2026-10-02',
  source: { name: 'Trustpilot', url: SOURCE },
  ...extra,
});

function withReviews(...reviews: Record<string, unknown>[]): ContentValues {
  const copy = structuredClone(raw);
  copy.reviews = reviews as ContentValues['reviews'];
  return copy;
}

const section = (html: string) => html.match(/<section id="reviews"[\s\S]*?<\/section>/)?.[0];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');

describe('reviews', () => {
  it('show on the home page and the pages of their service and area, with the source linked, in no structured data', () => {
    const pages = renderAll(validateContent(withReviews(review('2026-10-02-jm')), {}));
    for (const path of ['/', servicePath(service), areaPath(area)]) {
      const html = pages.get(path) ?? '';
      const shown = section(html);
      assert.ok(shown, `${path} shows the review`);
      assert.match(shown, /fixed the lock \(2026-10-02-jm\)/);
      assert.ok(shown.includes(`href="${SOURCE}"`), `${path} links where it was published`);
      assert.match(shown, /<time dateTime="2026-10-02">/i);
      assert.doesNotMatch(jsonLd(html), /Review|aggregateRating|fixed the lock/i, `${path}: no review markup`);
    }
    assert.equal(section(pages.get(servicePath(otherService)) ?? ''), undefined, 'not on another service');
  });

  it('leave no empty section anywhere when there are none', () => {
    for (const [path, html] of renderAll(validateContent(withReviews(), {})))
      assert.equal(section(html), undefined, `${path} has no reviews section`);
  });

  it('show the newest first, a few to a page', () => {
    const many = Array.from({ length: 8 }, (_, i) => review(`r${i}`, { date: `2026-0${i + 1}-15` }));
    const pages = renderAll(validateContent(withReviews(...many), {}));
    const order = (path: string) => [...(section(pages.get(path) ?? '') ?? '').matchAll(/\((r\d)\)/g)].map((m) => m[1]);
    assert.deepEqual(order('/'), ['r7', 'r6', 'r5', 'r4', 'r3', 'r2']);
    assert.deepEqual(order(servicePath(service)), ['r7', 'r6', 'r5']);
  });

  it('refuse a service or area the site does not have, and a source without an https link, naming file and field', () => {
    const errors = errorsOf(
      withReviews(
        review('elsewhere', { service: 'no-such-service', area: 'no-such-area' }),
        review('unlinked', { source: { name: 'Google', url: 'http://g.co/x' } }),
      ),
    );
    for (const [file, field] of [
      ['elsewhere', 'service'],
      ['elsewhere', 'area'],
      ['unlinked', 'source.url'],
    ])
      assert.ok(
        errors.some((e) => e.startsWith(`content/reviews/${file}.yaml › ${field}: expected `)),
        `${file} › ${field}:\n${errors.join('\n')}`,
      );
  });
});
