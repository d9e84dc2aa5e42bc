// The editor's notes give each field the build names by its path ("faqs[4].answer") with the form's labels beside it
// ("FAQ 5 › Answer"), from the editor's own configuration (src/lib/field-labels.ts), whatever the entry.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelsOf, withLabels } from '../src/lib/field-labels';
import { readContent } from '../src/content/load';
import { formFields } from '../src/lib/form-order';
import { editorConfig } from '../src/steps/editor-config';

const config = editorConfig({ origin: 'https://localhost', categories: [], backend: { local: 'http://l' } });
const [service = ''] = readContent().services.map((s) => String(s.slug));
const SERVICE = `content/services/${service}.yaml`;

describe("the form's labels in the editor's notes", () => {
  it("names a list's item by the list's name for one item, counted from 1, and a group's fields by their labels", () => {
    const fields = formFields(config, SERVICE);
    assert.ok(fields, `a form edits ${SERVICE}`);
    assert.equal(labelsOf(fields, 'faqs[4].answer'), 'FAQ 5 › Answer');
    assert.equal(labelsOf(fields, 'features[0]'), 'Feature 1');
    const site = formFields(config, 'content/site.yaml');
    assert.ok(site);
    assert.equal(labelsOf(site, 'trader.address.postcode'), 'Trader › Address › Postcode');
    assert.equal(labelsOf(site, 'no.such.field'), undefined);
  });

  it('names a list item by its heading or question as the folded list shows it, when the entry is at hand', () => {
    const fields = formFields(config, SERVICE);
    assert.ok(fields);
    const data = { faqs: [{ question: 'Any question?', answer: 'An answer.' }, { answer: 'No question yet.' }] };
    assert.equal(labelsOf(fields, 'faqs[0].answer', data), 'FAQs › “Any question?” › Answer');
    // An item without its heading yet is counted, as without the entry.
    assert.equal(labelsOf(fields, 'faqs[1].answer', data), 'FAQ 2 › Answer');
    const lines = `${SERVICE}:9 › faqs[0].answer: expected full sentences, found "yes"`;
    const labelled = withLabels(config, lines, (file) => (file === SERVICE ? data : undefined));
    assert.equal(
      labelled,
      `${SERVICE}:9 › faqs[0].answer (FAQs › “Any question?” › Answer): expected full sentences, found "yes"`,
    );
    // A line labelled already is left as it is.
    assert.equal(withLabels(config, labelled), labelled);
  });

  it('adds them to each line that names a field of a form, a record of a shared file included, and leaves the rest', () => {
    const lines = [
      `${SERVICE}:41 › faqs[4].answer: expected full sentences, found "yes"`,
      'content/pages/areas.yaml:12 › areaPage › why[0].title: expected a title, found nothing',
      'content/blog/a-guide.md › line 116: expected …, found "…"',
      'The site would not build with this entry:',
      '  content/site.yaml:2 › brand: expected capital letters, found "x"',
    ].join('\n');
    assert.deepEqual(withLabels(config, lines).split('\n'), [
      `${SERVICE}:41 › faqs[4].answer (FAQ 5 › Answer): expected full sentences, found "yes"`,
      'content/pages/areas.yaml:12 › areaPage › why[0].title (Area page › Reason 1 › Title): expected a title, found nothing',
      'content/blog/a-guide.md › line 116: expected …, found "…"',
      'The site would not build with this entry:',
      '  content/site.yaml:2 › brand (Brand): expected capital letters, found "x"',
    ]);
  });
});
