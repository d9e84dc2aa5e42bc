// A telephone number written as people write it is saved in international form by the editor
// (src/client/editor/telephones.ts), on whichever fields the schemas mark as telephone numbers, now or later.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldsOf, type FormField } from '../src/client/editor/empty-groups';
import { telephoneRewrites } from '../src/client/editor/telephones';
import { editorConfig } from '../src/steps/editor-config';
import { loadContent } from '../src/content/load';

const config = editorConfig({
  origin: 'https://www.example.co.uk',
  categories: ['Home Security'],
  backend: { local: 'http://127.0.0.1:8081/api/v1' },
});
const site = loadContent().site;

/** The paths of the telephone fields of a form, however deep. */
const telephonePaths = (fields: readonly FormField[], at: string[] = []): string[][] =>
  fields.flatMap((f) =>
    f.widget === 'object' ? telephonePaths(f.fields ?? [], [...at, f.name]) : f.telephone ? [[...at, f.name]] : [],
  );

describe('telephone numbers saved by the editor', () => {
  const fields = fieldsOf(config.collections, 'site', 'site');
  const [path] = telephonePaths(fields);

  it('are the fields the schemas mark as telephone numbers', () => {
    assert.ok(path, 'the business form has a telephone field');
  });

  it('are written in international form, however the owner typed them', () => {
    for (const written of ['020 7946 0123', '(020) 7946-0123', '+44 (0)20 7946 0123', '0207 946 0123']) {
      const data = { ...site, [path![0]!]: written };
      assert.deepEqual(telephoneRewrites(data, fields), [{ path, value: '+442079460123' }], written);
    }
  });

  it('leave a number already in that form, and one that is not a UK number, as written', () => {
    for (const written of ['+442079460123', '020 7946', 'call us', '+33 1 23 45 67 89'])
      assert.deepEqual(telephoneRewrites({ ...site, [path![0]!]: written }, fields), [], written);
  });
});
