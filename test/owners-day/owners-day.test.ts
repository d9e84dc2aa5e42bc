// The suite holds for any valid content, not only today's: on a copy of the project, the owner's day of edits of
// docs/CONTENT.md (a fifth FAQ on every service, an article without an seo group and with a picture in its body, the
// basic key price and the phone number changed, texts taken on a mobile, the business made a limited company
// registered for VAT and in a trade body, a new area, an article removed) is valid content, and npm test passes on
// the copy with the test files that read the content, which build it with every check the build makes.
// The copy holds its own copy of those files, so each finds its project, content and build beside itself, as it does
// in a checkout of the owner's pull request.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import sharp from 'sharp';
import { readContent, validateContent } from '../../src/content/load';
import { fill } from '../../src/lib/template';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';

/**
 * The test files whose checks read the content or the site built from it, run on the copy, relative to test/ (those
 * under builds/ by npm run test:builds, the others by npm test). The rest are left out:
 * they check code alone (the URL scheme, the islands, the tools, the docs) or build content of their own (a grown
 * blog, owner-edits' and article-body's copies, the cache and thread checks), so today's content is as good a test
 * of them, and each would add a build of its own: these alone take over a minute of processor time.
 */
const CONTENT_TESTS = [
  'areas.test.ts',
  'blog.test.ts',
  'claims.test.ts',
  'content.test.ts',
  'faq.test.ts',
  'first-screen.test.tsx',
  'frame.test.ts',
  'head.test.ts',
  'hosting.test.ts',
  'builds/links.test.ts',
  'builds/long-articles.test.ts',
  'outline.test.ts',
  'report.test.ts',
  'routes.test.ts',
  'services-products.test.ts',
  'builds/site-figures.test.ts',
  'sitemap.test.ts',
  'social.test.ts',
  'structured-data.test.ts',
  'trader.test.tsx',
  'terms.test.tsx',
  'quote-request.test.tsx',
  'reviews.test.tsx',
];

const real = readContent();
const today = new Date().toISOString().slice(0, 10);
/** The new question, the basic key price up by £5, and another of the numbers Ofcom keeps for drama (020 7946 0xxx). */
const FAQ = {
  question: 'Will you tell me the price before you start?',
  answer:
    'Yes. We agree a fixed price with you before any work begins, night charge ({nightCharge}) included, and that is the price you pay.',
};
const price = `£${Number(real.site.facts.basicKeyPrice.slice(1)) + 5}`;
const telephone = `+442079460${String((Number(real.site.telephone.slice(-3)) + 123) % 1000).padStart(3, '0')}`;
/** Texts taken on a mobile (the schema's own example), and a trader with every detail the footer can state. */
const TEXTS = { mobile: '07911 123456', whatsapp: true };
const TRADER = {
  legalForm: 'Private limited company',
  legalName: 'Locksmith London Ltd',
  company: { number: '01234567', registeredIn: 'England and Wales' },
  vatNumber: 'GB 123 4567 82',
  memberships: [{ name: 'A Trade Body', number: 'M123', url: 'https://trade-body.example/members/' }],
};

/** `command` in `cwd`, as a process of its own: its exit code and everything it printed. */
function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  // The run's own node:test context would make the child report to this process rather than print.
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  // The copy's files are timed as part of this one, not again in .ci/run's table.
  delete env.TEST_TIMINGS;
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** What a failed run says about its failures: the reporter's summary of them, or its last lines. */
function failures(output: string): string {
  const summary = output.indexOf('✖ failing tests:');
  return summary >= 0 ? output.slice(summary) : output.split('\n').slice(-80).join('\n');
}

describe("the owner's day", { timeout: 600_000 }, () => {
  let copy: ProjectCopy;
  const area = 'stratford';
  const article = 'letterbox-guards';
  let removed = '';

  before(async () => {
    copy = copyProject(['scripts', 'test/helpers', 'test/shards', ...CONTENT_TESTS.map((file) => `test/${file}`)]);

    // A fifth question on every service, as the editor's "Add FAQ" appends it.
    for (const { slug } of real.services)
      copy.editYaml(`content/services/${String(slug)}.yaml`, (doc) => doc.addIn(['faqs'], FAQ));

    copy.editYaml('content/site.yaml', (doc) => {
      doc.setIn(['facts', 'basicKeyPrice'], price);
      doc.set('telephone', telephone);
      doc.set('texts', TEXTS);
      for (const [key, value] of Object.entries(TRADER)) doc.setIn(['trader', key], value);
    });

    // The quote form turned off by its switch (its settings in content/site.yaml kept), and a review added.
    copy.editYaml('content/pages/contact.yaml', (doc) => doc.setIn(['request', 'on'], false));
    copy.write(
      'content/reviews/2026-11-20-priya.yaml',
      `words: Locked out at 11pm with the children asleep inside. The price was agreed on the phone and the door was open without damage.
name: Priya
service: ${String(real.services[0]?.slug)}
area: ${String(real.areas[0]?.slug)}
date: 2026-11-20
source:
  name: Google
  url: https://maps.app.goo.gl/example-review-link
`,
    );

    // A new area: Stratford, in the London Borough of Newham, written as docs/CONTENT.md asks.
    copy.write(
      `content/areas/${area}.yaml`,
      `# An area. Its page is /areas/${area}/ (the file name); /areas/ lists it under its region, in order (lower first).
# coordinates: a point near the centre of the area, as quoted decimals inside Greater London.
# Guide: docs/CONTENT.md.

order: 11
name: Stratford
region: East
description: Stratford grew from a railway town into the heart of east London's Olympic legacy, around the Queen Elizabeth Olympic Park and Westfield Stratford City. Victorian terraces in Maryland and around Stratford Village still keep timber front doors with old mortice locks and night latches. The flats built since 2012 in East Village and along Stratford High Street have composite doors, fob entry and multi-point locking. Shops, market stalls and offices around the Stratford Centre and the International Quarter add plenty of commercial work.
specialties:
  - New-build flat lockouts
  - Multi-point lock repairs
  - Victorian terrace locks
  - Shop shutter locks
landmarks:
  - London Stadium
  - Westfield Stratford City
  - London Aquatics Centre
  - ArcelorMittal Orbit
  - Theatre Royal Stratford East
neighborhoods:
  - East Village
  - Maryland
  - Stratford Village
  - Sugar House Island
postalCodes:
  - E15
  - E20
emergency: Match days at the London Stadium, late nights at Westfield and the crowds through Stratford station keep the area busy around the clock, and lost keys follow. We work 24/7 and aim to reach you within {arrivalAim} anywhere in Stratford, using non-destructive entry wherever possible.
installation: We fit BS3621 mortice locks on the Victorian front doors of Maryland and Stratford Village to meet insurance requirements, 3-star TS007 anti-snap cylinders on the composite flat doors of East Village, and secure locks and shutters for the shops around the Stratford Centre.
coordinates:
  latitude: '51.5420'
  longitude: '-0.0030'
`,
    );

    // Removed: the article fewest others link to, of a category that keeps another, with the links to it turned into
    // plain text, as the owner would.
    const linking = (slug: string) =>
      fg.sync('content/**/*.{yaml,md}', { cwd: copy.root }).filter((f) => copy.read(f).includes(`(/blog/${slug}/)`));
    const categoryOf = (text: string) => /^category: (.*)$/m.exec(text)?.[1] ?? '';
    const candidates = real.articles
      .filter((a) => real.articles.some((b) => b !== a && categoryOf(b.text) === categoryOf(a.text)))
      .map((a) => ({ slug: a.file.replace(/^content\/blog\/|\.md$/g, ''), from: [] as string[] }))
      .map((a) => ({ ...a, from: linking(a.slug) }))
      .sort((a, b) => a.from.length - b.from.length);
    const [gone] = candidates;
    assert.ok(gone, 'an article to remove');
    removed = gone.slug;
    rmSync(join(copy.root, `content/blog/${removed}.md`));
    for (const file of gone.from)
      copy.write(file, copy.read(file).replaceAll(new RegExp(`\\[([^\\]]+)\\]\\(/blog/${removed}/\\)`, 'g'), '$1'));

    // A new article, with no seo group (the editor leaves it out unless asked) and a photo uploaded into its body.
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#475569' } })
      .png()
      .toFile(join(copy.root, 'content/blog/images/letterbox-guard.png'));
    const illustration = /^image: .*$/m.exec(real.articles[0]?.text ?? '')?.[0] ?? '';
    copy.write(
      `content/blog/${article}.md`,
      `---
title: "Letterbox Guards: Stopping Keys Being Fished Through the Door"
excerpt: "A letterbox guard stops a thief hooking keys or turning a thumb-turn through the letter flap: what one does, which doors need one and how it is fitted."
${illustration}
date: "${today}"
category: Home Security
relatedServices:
  - /services/
relatedAreas:
  - /areas/${area}/
---

Letterbox fishing is a simple trick: a thief pushes a hooked rod through the letter flap and lifts keys left on a hall table, or turns the thumb-turn of a lock from outside.

## What a letterbox guard does

A guard is a metal cowl or a brush box fitted behind the flap, on the inside of the door. It blocks the reach of a rod while the post still drops through.

![A letterbox guard fitted behind a front door](images/letterbox-guard.png)

## Which doors need one

- Doors with a thumb-turn or a night latch within reach of the flap
- Doors of homes where keys are kept in the hall
- Flat doors in shared blocks, where nobody sees who stands outside

Keep keys out of sight and out of reach of the door as well, and ask us about a guard when we fit or change your locks.
`,
    );
  });
  after(() => copy?.remove());

  it('makes every edit, as content the build accepts', () => {
    const content = validateContent(readContent(copy.root), {});
    // As the page shows it: the night charge filled in from the facts.
    const shown = { ...FAQ, answer: fill(FAQ.answer, content.values) };
    for (const service of content.services) assert.deepEqual(service.faqs.at(-1), shown, service.slug);
    assert.equal(content.site.facts.basicKeyPrice, price);
    assert.notEqual(price, real.site.facts.basicKeyPrice);
    assert.equal(content.site.telephone, telephone);
    assert.notEqual(telephone, real.site.telephone);
    assert.equal(content.site.texts?.mobile, '+447911123456');
    const { trader } = content.site;
    assert.deepEqual(
      [trader.legalForm, trader.legalName, trader.company?.number, trader.vatNumber, trader.memberships?.length],
      [TRADER.legalForm, TRADER.legalName, TRADER.company.number, TRADER.vatNumber, 1],
    );
    assert.ok(content.areas.some((a) => a.slug === area && a.region === 'East'));
    const added = content.articles.find((a) => a.slug === article);
    assert.equal(added?.seo, undefined, 'no seo group');
    assert.equal(added?.bodyImages.length, 1, 'a picture in its body');
    assert.ok(!content.articles.some((a) => a.slug === removed), `${removed} is gone`);
  });

  it('passes npm test with the test files that read the content', async () => {
    const { code, output } = await run('npm', ['test'], copy.root);
    assert.equal(code, 0, `npm test failed on the owner's content:\n${failures(output)}`);
    // A test after each file names it (test/helpers/shard.ts): every one of them ran, and no other.
    const ran = [...output.matchAll(/✔ test\/(\S+) leaves the environment and the working folder as they were/g)];
    assert.deepEqual(ran.map((m) => m[1]).sort(), CONTENT_TESTS.filter((file) => !file.startsWith('builds/')).sort());
    assert.match(output, /ℹ pass [1-9]/);
  });

  it('passes npm run test:builds with the build suites that read the content', async () => {
    const { code, output } = await run('npm', ['run', 'test:builds'], copy.root);
    assert.equal(code, 0, `npm run test:builds failed on the owner's content:\n${failures(output)}`);
    assert.match(output, /ℹ fail 0/);
    assert.match(output, /ℹ pass [1-9]/);
  });
});
