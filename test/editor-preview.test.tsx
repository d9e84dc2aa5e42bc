// The editor's article preview (src/client/editor/previews.tsx) shows the body as the build makes it: through the
// build's own sanitizer, so a hostile body is inert there as on the page, and each picture from the editor's copy.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Window } from 'happy-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { previewTemplates, type PreviewProps } from '../src/client/editor/previews';
import { loadContent } from '../src/content/load';
import { previewData } from '../src/steps/editor';
import { editorConfig } from '../src/steps/editor-config';
import { SiteSource } from '../src/client/editor/site-source';
import { PAGES_COLLECTION, SITE_FILES } from '../src/lib/editor-preview';
import { ukPhone } from '../src/lib/phone';
import { fill } from '../src/lib/template';
import { WORDS_PER_MINUTE } from '../src/lib/markdown';
import { isRecord } from '../src/lib/is-record';
import { formFields } from '../src/lib/form-order';
import { labelsOf, type LabelledField } from '../src/lib/field-labels';
import { HOSTILE_LEFTOVERS, hostileBody, SAFE_NEW_TAB } from './helpers/hostile-body';

/** What Decap hands a preview: the entry's fields, and a blob: URL for each picture it holds. */
function props(data: unknown): PreviewProps {
  return {
    entry: {
      get: (key) => (key === 'slug' ? 'a-preview' : undefined),
      getIn: (path) => (path[0] === 'data' ? { toJS: () => data } : undefined),
    },
    getAsset: (path) => ({ toString: () => `blob:http://localhost/${path}` }),
  };
}

describe("the editor's article preview", () => {
  const window = new Window();
  before(() => {
    // The browser's parser, which the preview uses to point pictures at the editor's copies.
    Object.assign(globalThis, { DOMParser: window.DOMParser });
  });
  after(async () => {
    Reflect.deleteProperty(globalThis, 'DOMParser');
    await window.happyDOM.close();
  });

  it('renders a hostile body inert, as the build does, with pictures from the editor', () => {
    const data = previewData(loadContent());
    const Article = previewTemplates(data, []).articles;
    assert.ok(Article);
    const html = renderToStaticMarkup(
      <Article
        {...props({
          title: 'A preview',
          excerpt: 'An article being written.',
          category: 'Home Security',
          date: '2099-01-02',
          body: hostileBody('images/door.png'),
        })}
      />,
    );
    for (const leftover of HOSTILE_LEFTOVERS) assert.doesNotMatch(html, leftover);
    assert.ok(html.includes(SAFE_NEW_TAB), 'the new-tab link cannot reach back');
    assert.match(html, /<a>Check the door<\/a>/, 'the javascript: link keeps its text, not its address');
    assert.match(html, /<img src="blob:http:\/\/localhost\/images\/door\.png" alt="A door viewer"\/?>/);
  });

  it("gives an article's read time, counted from its body's words", () => {
    const data = previewData(loadContent());
    const Article = previewTemplates(data, []).articles;
    assert.ok(Article);
    const { readTime } = data.copy.articlePage?.value as { readTime: string };
    // 700 words: four minutes at the build's pace, whatever the pace, more than one.
    const body = Array.from({ length: 70 }, () => 'A door viewer shows who is outside before you open.').join('\n\n');
    const words = 70 * 10;
    const html = renderToStaticMarkup(<Article {...props({ title: 'A preview', body })} />);
    const minutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
    assert.ok(minutes > 1);
    assert.ok(html.includes(fill(readTime, { minutes })), `${minutes} minutes`);
  });
});

describe("the editor's previews of the fixed pages and the site's facts", () => {
  const content = loadContent();
  const data = previewData(content);
  const { collections } = editorConfig({
    origin: content.site.origin,
    categories: [],
    backend: { local: 'http://localhost' },
  });
  const render = (name: string, entry: unknown, source?: SiteSource) => {
    const Template = previewTemplates(data, collections, source)[name];
    assert.ok(Template, `a preview for ${name}`);
    return renderToStaticMarkup(<Template {...props(entry)} />);
  };

  it('draws each file of content/pages/ as the pages that show its records, with the figures filled in', () => {
    const files = new Set(Object.values(data.copy).map((c) => c.file));
    for (const file of files) {
      const keys = Object.keys(data.copy).filter((key) => data.copy[key]?.file === file && data.samples[key]);
      // The entry as Decap holds it: the file's fields, each record under its group if the file has several.
      const entry = Object.fromEntries(
        Object.entries(data.copy)
          .filter(([, c]) => c.file === file)
          .map(([key, c]) => [c.record ?? key, c.value]),
      );
      const single = Object.values(data.copy).find((c) => c.file === file && !c.record);
      const html = render(file, single ? single.value : entry);
      assert.equal(html.match(/<main /g)?.length ?? 0, keys.length, `${file}: one page per record shown`);
      for (const name of data.names) assert.ok(!html.includes(`{${name}}`), `${file}: {${name}} filled in`);
    }
    assert.ok(files.size > 0 && collections.some((c) => c.name === PAGES_COLLECTION));
  });

  it('turns the Markdown of a paragraph into HTML, as the loader does', () => {
    const [home] = Object.entries(data.samples).find(([, sample]) => sample.path === '/') ?? [];
    const { file, value } = data.copy[home ?? ''] ?? {};
    assert.ok(file && isRecord(value));
    const html = render(
      file,
      JSON.parse(JSON.stringify(value).replace(/"paragraphs":\["/, '"paragraphs":["**Marked** ')) as unknown,
    );
    assert.match(html, /<strong>Marked<\/strong>/);
  });

  it('shows the facts being edited on the home page, and the saved facts in every other preview', () => {
    const source = new SiteSource(data);
    const [area] = content.areas;
    assert.ok(area);
    const before = render('areas', { ...area }, source);
    // A number the area's preview does not show yet, whatever number the business has.
    const national = ['020 7946 0999', '020 7946 0998', '020 7946 0997']
      .map((n) => ukPhone(n.replace(/^0/, '+44').replace(/ /g, '')).national)
      .find((n) => !before.includes(n));
    assert.ok(national, 'a number not shown already');
    const site = { ...(data.site as Record<string, unknown>), telephone: national };
    assert.ok(render(SITE_FILES.site, site).includes(national), 'the number being typed, on the home page');
    source.published('site', SITE_FILES.site, site);
    assert.ok(render('areas', { ...area }, source).includes(national), 'the saved number, on an area');
  });

  it('draws a new area from its first field, the rest of its page empty until it is filled in', () => {
    const html = render('areas', { name: 'Somewhere New' });
    assert.match(html, /<h1[^>]*>[^<]*Somewhere New/);
    // Its name not typed yet: no "undefined" where it goes.
    assert.doesNotMatch(render('areas', { description: 'A borough. Of London.' }), /undefined/);
  });

  it("lists above the facts' preview each stand-in a live build would refuse, as the facts are typed", () => {
    // As the form holds the facts: with the technical group, which the preview data leaves out.
    const { written } = content;
    const site = structuredClone(written.site) as Record<string, Record<string, unknown>>;
    site.telephone = '020 7946 0000' as never;
    site.trader!.email = 'help@locksmith-london.example';
    site.technical = { ...site.technical, origin: 'https://www.locksmith-london.example' };
    const listed = render(SITE_FILES.site, site);
    assert.match(listed, /Before you go live/);
    // Each by the form's labels of its field, never the file's key.
    const fields = formFields({ collections }, 'content/site.yaml') as readonly LabelledField[];
    for (const field of ['telephone', 'trader.email', 'technical.origin']) {
      const labels = labelsOf(fields, field) ?? '';
      assert.ok(labels && labels !== field, `the form labels ${field}`);
      assert.ok(listed.includes(`<strong>${labels}</strong>`), `${field} listed as ${labels}`);
      assert.ok(!listed.includes(`>${field}<`), `${field} not listed by its key`);
    }
    // Replaced as a live build needs them, the list is gone.
    site.telephone = '020 8123 4567' as never;
    site.trader!.email = 'help@locksmith.co.uk';
    site.trader!.address = { street: '1 Upper Street', town: 'London', postcode: 'N1 9GU' };
    site.trader!.legalForm = 'Sole trader';
    site.trader!.legalName = 'Jane Smith trading as Locksmith London';
    site.trader!.vatNumber = 'GB 123 4567 82';
    delete site.trader!.company;
    site.facts!.confirmed = true;
    site.guarantee!.confirmed = true;
    site.charges!.confirmed = true;
    site.technical = { ...(written.site as typeof site).technical, origin: 'https://www.locksmith.co.uk' };
    if (site.technical.requests) site.technical.requests = { from: 'website@locksmith.co.uk' };
    assert.doesNotMatch(render(SITE_FILES.site, site), /Before you go live/);
  });
});
