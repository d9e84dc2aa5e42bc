// The form the editor writes content in (src/steps/editor-form.ts): the keys of every group in the form's order, so
// `npm run check` notices a file whose groups are in any other order, and `npm run content:form` puts them back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import { parseDocument, isMap, type YAMLMap } from 'yaml';
import { inFormOrder } from '../src/lib/form-order';
import { editorForm, schemaFormFields } from '../src/steps/editor-form';

describe("the editor's form of a content file", () => {
  it('puts every group in the order of its fields, and list items too, keeping keys the form does not name last', () => {
    const fields = [
      { name: 'a' },
      { name: 'group', fields: [{ name: 'x' }, { name: 'y' }] },
      { name: 'items', fields: [{ name: 'title' }, { name: 'icon' }] },
    ];
    const data = { extra: 1, items: [{ icon: 'clock', title: 'Fast' }], group: { y: 2, other: 0, x: 1 }, a: 'A' };
    assert.equal(
      JSON.stringify(inFormOrder(data, fields)),
      JSON.stringify({ a: 'A', group: { x: 1, y: 2, other: 0 }, items: [{ title: 'Fast', icon: 'clock' }], extra: 1 }),
    );
  });

  it('is not the form of a file whose group has two keys swapped, and rewriting it swaps them back', () => {
    let tried = 0;
    for (const file of fg.sync('content/**/*.yaml').sort()) {
      const fields = schemaFormFields(file);
      if (!fields) continue;
      const text = readFileSync(file, 'utf8');
      const doc = parseDocument(text);
      const group =
        doc.contents && isMap(doc.contents) ? doc.contents.items.find((pair) => isMap(pair.value)) : undefined;
      const keys = (group?.value as YAMLMap | undefined)?.items;
      if (!keys || keys.length < 2) continue;
      [keys[0], keys[1]] = [keys[1]!, keys[0]!];
      const swapped = doc.toString({ lineWidth: 0 });
      assert.notEqual(editorForm(file, swapped, fields), swapped, `${file}: the swap is noticed`);
      assert.equal(editorForm(file, swapped, fields), editorForm(file, text, fields), `${file}: and undone`);
      tried++;
    }
    assert.ok(tried > 0, 'some file of content/ has a group');
  });
});
