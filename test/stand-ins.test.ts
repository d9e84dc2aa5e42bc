// docs/deploy.md#live-and-preview-builds: a live build refuses every stand-in of content/site.yaml, naming each as
// file:line › field; a preview build lists the same and still builds. Run on a copy of the real content with every
// stand-in put in (or every one taken out), so it holds whatever the owner has replaced so far.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type ContentValues, readContent, validateContent } from '../src/content/load';
import { errorsOf } from './helpers/content-errors';
import { buildKind, standIns } from '../src/content/stand-ins';
import { cachedContent } from '../src/steps/content';
import { openCache } from '../src/lib/cache';
import { editorConfig } from '../src/steps/editor-config';
import { formFields } from '../src/lib/form-order';
import { labelsOf, type LabelledField } from '../src/lib/field-labels';

const raw = readContent();
type Site = Record<string, Record<string, unknown> & { address: Record<string, unknown> }>;

function siteWith(change: (site: Site) => void): ContentValues {
  const copy = structuredClone(raw);
  change(copy.site as unknown as Site);
  return copy;
}

/** Every stand-in the checks know, at once. */
const allStandIns = siteWith((s) => {
  (s as unknown as Record<string, unknown>).telephone = '020 7946 0000';
  s.trader!.email = 'help@locksmith-london.example';
  s.trader!.address.postcode = 'XM4 5HQ';
  delete s.trader!.legalForm;
  delete s.trader!.company;
  delete s.trader!.vatStatus;
  delete s.trader!.vatNumber;
  s.facts!.confirmed = false;
  s.guarantee!.confirmed = false;
  s.charges!.confirmed = false;
  s.technical!.requests = { from: 'website@locksmith-london.example' };
});
const STAND_IN_FIELDS = [
  'telephone',
  'trader.email',
  'trader.address',
  'trader.legalForm',
  'trader.vatStatus',
  'facts.confirmed',
  'guarantee.confirmed',
  'charges.confirmed',
  'technical.requests.from',
];

/** Real-looking values in every place a stand-in can be. */
const noStandIns = siteWith((s) => {
  (s as unknown as Record<string, unknown>).telephone = '020 8123 4567';
  s.trader!.email = 'help@locksmith.co.uk';
  s.trader!.address = { street: '14 Caledonian Road', town: 'London', postcode: 'N1 9GU' };
  s.trader!.legalForm = 'Sole trader';
  s.trader!.legalName = 'Jane Smith trading as Locksmith London';
  s.trader!.vatStatus = 'Registered for VAT';
  s.trader!.vatNumber = 'GB 123 4567 82';
  delete s.trader!.company;
  delete s.texts;
  s.facts!.confirmed = true;
  s.guarantee!.confirmed = true;
  s.charges!.confirmed = true;
  s.technical!.origin = 'https://www.locksmith.co.uk';
  if (s.technical!.requests) s.technical!.requests = { from: 'website@locksmith.co.uk' };
});

const LIVE = { SITE_URL: 'https://www.locksmith.co.uk' };

/** The content errors of `content` built in `env` (a live build's, say). */
const refusals = (content: ContentValues, env: NodeJS.ProcessEnv) => errorsOf(content, (c) => validateContent(c, env));

/** The line of content/site.yaml a message names, as written there (the copies keep the file's lines). */
function lineNamed(message: string): string {
  const line = Number(/^content\/site\.yaml:(\d+) › /.exec(message)?.[1]);
  assert.ok(line > 0, `names a line: ${message}`);
  return siteLines[line - 1] ?? '';
}
const siteLines = readFileSync('content/site.yaml', 'utf8').split('\n');

describe('a live build', () => {
  it('refuses each stand-in of content/site.yaml, naming its file, line and field and what to write instead', () => {
    const errors = refusals(allStandIns, LIVE);
    for (const field of STAND_IN_FIELDS) {
      const error = errors.find((e) =>
        new RegExp(`^content/site\\.yaml:\\d+ › ${field.replace(/\./g, '\\.')}: `).test(e),
      );
      assert.ok(error, `${field} is refused:\n${errors.join('\n')}`);
      assert.match(error, /expected .+; a live build refuses what is there now, found /);
    }
    assert.equal(errors.length, STAND_IN_FIELDS.length, errors.join('\n'));
  });

  it("names each stand-in by the editor form's labels and says what to do without the file's keys", async () => {
    const forms = editorConfig({ origin: 'https://localhost', categories: [], backend: { local: '' } });
    const fields = formFields(forms, 'content/site.yaml') as readonly LabelledField[];
    /** The names of the file's fields, as a key would write them: "trader", "legalName"… */
    const keys = new Set<string>();
    const collect = (list: readonly LabelledField[]) =>
      list.forEach((f) => (keys.add(f.name), collect(f.fields ?? [])));
    collect(fields);
    const message = await cachedContent(process.cwd(), openCache(process.cwd(), false), {
      content: allStandIns,
      env: LIVE,
    }).then(
      () => assert.fail('a live build with stand-ins builds'),
      (error: Error) => error.message,
    );
    for (const field of STAND_IN_FIELDS) {
      const labels = labelsOf(fields, field);
      assert.ok(labels, `the form has ${field}`);
      const line = message.split('\n').find((l) => l.includes(` › ${field} (${labels}): `));
      assert.ok(line, `${field} is named as the form labels it, ${labels}:\n${message}`);
      const words = line.slice(line.indexOf('): ') + 3);
      const named = words.match(/\b[a-z]+(?:[A-Z]\w*|\.[a-z]\w*)+\b/g)?.filter((w) => keys.has(w.split('.')[0] ?? ''));
      assert.deepEqual(named ?? [], [], `no key of the file in what ${labels} says: ${words}`);
      assert.doesNotMatch(words, /docs\/|\bwrite true\b|\bfalse\b/, words);
    }
  });

  it('names the line each stand-in is written on', () => {
    for (const error of refusals(allStandIns, LIVE)) {
      const key = /› (?:[\w]+\.)*(\w+):/.exec(error)?.[1] ?? '';
      const written = lineNamed(error);
      // A field left out (the legal form) is named at the group that should hold it.
      assert.ok(written.includes(`${key}:`) || /^\s*trader:/.test(written), `${error}\nline: ${written}`);
    }
  });

  it('builds once every stand-in is replaced, warning of none', () => {
    const content = validateContent(noStandIns, LIVE);
    assert.deepEqual(standIns(content.site), []);
    assert.ok(!content.warnings.some((w) => w.startsWith('content/site.yaml')), content.warnings.join('\n'));
  });

  it('is any build for a public https address that no setting marks as a preview', () => {
    const site = { origin: 'https://www.locksmith.co.uk', editor: undefined };
    assert.equal(buildKind(site, {}).live, true);
    assert.equal(buildKind(site, { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }).live, true);
    assert.equal(
      buildKind({ ...site, editor: { branch: 'live' } } as never, { CF_PAGES: '1', CF_PAGES_BRANCH: 'live' }).live,
      true,
    );
    assert.equal(buildKind(site, { GITHUB_EVENT_NAME: 'push' }).live, true);
    assert.equal(buildKind(site, { CONTEXT: 'production' }).live, true);
  });
});

describe('a live build refuses what the law would fault', () => {
  /** The fields of content/site.yaml a live build of `change` refuses, from a copy with no stand-in left. */
  const refusedFields = (change: (site: Site) => void) => {
    const content = structuredClone(noStandIns);
    change(content.site as unknown as Site);
    return refusals(content, LIVE).map((e) => /^content\/site\.yaml:\d+ › ([\w.]+):/.exec(e)?.[1] ?? e);
  };

  it('an address with a part that holds a place, whatever the postcode', () => {
    for (const street of ['Address to be confirmed', 'Unit TBC, Example Road', 'XXX'])
      assert.deepEqual(
        refusedFields((s) => (s.trader!.address.street = street)),
        ['trader.address'],
        street,
      );
    assert.deepEqual(
      refusedFields((s) => (s.trader!.address.town = 'To be announced')),
      ['trader.address'],
    );
  });

  it("a company's or an LLP's legal name without the ending its legal form requires", () => {
    const company = (form: string, name: string) =>
      refusedFields((s) => {
        s.trader!.legalForm = form;
        s.trader!.legalName = name;
        s.trader!.company = {
          number: form === 'Private limited company' ? '01234567' : 'OC123456',
          registeredIn: 'England and Wales',
        };
      });
    assert.deepEqual(company('Private limited company', 'Locksmith London'), ['trader.legalName']);
    assert.deepEqual(company('Private limited company', 'Smith Locks Limited Partners'), ['trader.legalName']);
    assert.deepEqual(company('Private limited company', 'Smith Locks Ltd'), []);
    assert.deepEqual(company('Private limited company', 'Smith Locks Limited'), []);
    assert.deepEqual(company('Limited liability partnership', 'Smith Locks Ltd'), ['trader.legalName']);
    assert.deepEqual(company('Limited liability partnership', 'Smith Locks LLP'), []);
  });

  it("a sole trader's or a partnership's legal name that is only the business name", () => {
    for (const form of ['Sole trader', 'Partnership']) {
      const named = (name: string) =>
        refusedFields((s) => {
          s.trader!.legalForm = form;
          s.trader!.legalName = name;
        });
      const brand = String((noStandIns.site as unknown as { name: string }).name);
      assert.deepEqual(named(brand), ['trader.legalName'], form);
      assert.deepEqual(named(`${brand.toUpperCase()}.`), ['trader.legalName'], form);
      assert.deepEqual(named(`Jane Smith and Ali Khan trading as ${brand}`), [], form);
    }
  });

  it('no VAT status, and takes either a VAT number or "Not registered for VAT"', () => {
    assert.deepEqual(
      refusedFields((s) => {
        delete s.trader!.vatStatus;
        delete s.trader!.vatNumber;
      }),
      ['trader.vatStatus'],
    );
    assert.deepEqual(
      refusedFields((s) => {
        delete s.trader!.vatStatus;
      }),
      [],
      'a VAT number says the business is registered',
    );
  });

  it('facts the owner has not confirmed', () => {
    assert.deepEqual(
      refusedFields((s) => (s.facts!.confirmed = false)),
      ['facts.confirmed'],
    );
  });
});

describe('a preview build', () => {
  const previews: [string, NodeJS.ProcessEnv][] = [
    ['PREVIEW=1', { ...LIVE, PREVIEW: '1' }],
    ["Cloudflare Pages, a branch other than the editor's", { ...LIVE, CF_PAGES: '1', CF_PAGES_BRANCH: 'new-prices' }],
    ['a GitHub pull request', { ...LIVE, GITHUB_EVENT_NAME: 'pull_request' }],
    ["Netlify's deploy preview", { ...LIVE, CONTEXT: 'deploy-preview' }],
    ['the stand-in origin', {}],
    ['localhost', { SITE_URL: 'http://localhost:8788' }],
    ['an address on this machine', { SITE_URL: 'https://127.0.0.1:8443' }],
    ['a name kept for tests', { SITE_URL: 'https://staging.locksmith.test' }],
    ['plain http', { SITE_URL: 'http://www.locksmith.co.uk' }],
  ];
  for (const [kind, env] of previews)
    it(`still builds with the stand-ins and lists each one: ${kind}`, () => {
      const content = validateContent(allStandIns, env);
      assert.equal(buildKind(content.site, env).live, false);
      for (const field of STAND_IN_FIELDS)
        assert.ok(
          content.warnings.some((w) =>
            new RegExp(`^content/site\\.yaml:\\d+ › ${field.replace(/\./g, '\\.')}: expected `).test(w),
          ),
          `${field} listed:\n${content.warnings.join('\n')}`,
        );
    });

  it('lists the stand-ins before the other warnings', () => {
    const { warnings } = validateContent(allStandIns, {});
    const last = warnings.findLastIndex((w) => w.startsWith('content/site.yaml'));
    assert.ok(
      last >= 0 && warnings.slice(0, last + 1).every((w) => w.startsWith('content/site.yaml')),
      warnings.join('\n'),
    );
  });
});
