// An optional group the owner empties in the editor is removed at the save (src/client/editor/empty-groups.ts),
// read from the editor's own configuration: whichever groups the schemas make optional, now or later.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyGroups, fieldsOf, type FormField } from '../src/client/editor/empty-groups';
import { editorConfig } from '../src/steps/editor-config';

const config = editorConfig({
  origin: 'https://www.example.co.uk',
  categories: ['Home Security'],
  backend: { local: 'http://127.0.0.1:8081/api/v1' },
});
const fields = fieldsOf(config.collections, 'articles', 'any-article');
const optional = fields.filter((f) => f.widget === 'object' && f.required === false);
const required = fields.filter((f) => f.widget === 'object' && f.required !== false);

/** A group's fields, each holding `value`. */
const groupOf = (field: FormField, value: unknown) =>
  Object.fromEntries((field.fields ?? []).map((f) => [f.name, value]));

describe('optional groups emptied in the editor', () => {
  it('are what the article form has as optional groups', () => {
    assert.ok(optional.length > 0, 'the article form has an optional group (its SEO group)');
  });

  it('are removed when every field is empty, typed and cleared, or missing', () => {
    for (const group of optional) {
      for (const empty of [{}, groupOf(group, ''), groupOf(group, '  '), groupOf(group, [])])
        assert.deepEqual(emptyGroups({ title: 'T', [group.name]: empty }, fields), [[group.name]], group.name);
    }
  });

  it('are kept with anything in them, for the build to check; required groups and absent ones are never touched', () => {
    for (const group of optional) {
      const [first] = group.fields ?? [];
      assert.ok(first);
      assert.deepEqual(emptyGroups({ [group.name]: { ...groupOf(group, ''), [first.name]: 'x' } }, fields), []);
    }
    for (const group of required) assert.deepEqual(emptyGroups({ [group.name]: groupOf(group, '') }, fields), []);
    assert.deepEqual(emptyGroups({ title: 'T' }, fields), []);
  });

  it('finds a group inside a group, and the fields of a file in a collection of files', () => {
    const nested: FormField[] = [
      {
        name: 'outer',
        widget: 'object',
        fields: [{ name: 'inner', widget: 'object', required: false, fields: [{ name: 'a' }] }],
      },
    ];
    assert.deepEqual(emptyGroups({ outer: { inner: { a: '' } } }, nested), [['outer', 'inner']]);
    const collections = [{ name: 'pages', files: [{ name: 'home', file: 'content/pages/home.yaml', fields: nested }] }];
    assert.deepEqual(fieldsOf(collections, 'pages', 'home'), nested);
    assert.deepEqual(fieldsOf(collections, 'pages', 'about'), []);
  });
});
