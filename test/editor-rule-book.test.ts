// The editor's save check in the browser (src/client/editor/rule-book.ts): an entry is written as Decap writes it and
// checked as the build reads it; a new entry is named from its title, and a title too long for a file name is refused
// in words the owner can act on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import { entryFile, refusal } from '../src/client/editor/rule-book';
import { readContent } from '../src/content/load';
import { entryData } from '../src/lib/editor-text';
import { editorConfig } from '../src/steps/editor-config';

const YEAR = new Date().getFullYear();
const { collections, slug } = editorConfig({
  origin: 'https://localhost',
  categories: [],
  backend: { local: 'http://l' },
});
const { site } = readContent();

describe("the editor's save check", () => {
  it('passes every entry of content/ as the editor reads it', () => {
    const files = fg.sync(['content/**/*.yaml', 'content/blog/*.md']);
    assert.ok(files.length > 10);
    for (const file of files) {
      const data = entryData(file, readFileSync(file, 'utf8'));
      assert.equal(refusal(collections, file, data, site, YEAR), undefined, file);
    }
  });

  it("names a new entry's file from its title as Decap does, in its collection's folder", () => {
    const name = (title: string) =>
      entryFile(collections, slug, { collection: 'areas', path: '', data: { name: title } });
    assert.equal(name('Kingston upon Thames'), 'content/areas/kingston-upon-thames.yaml');
    assert.equal(name("Joe's Straße"), 'content/areas/joes-strasse.yaml');
    assert.equal(name('Lock_Repair'), 'content/areas/lock_repair.yaml');
    const [article] = fg.sync('content/blog/*.md');
    assert.ok(article);
    assert.equal(entryFile(collections, slug, { collection: 'articles', path: article, data: {} }), article);
  });

  it("refuses a new entry whose name the build would not take, in the loader's words", () => {
    const file = entryFile(collections, slug, { collection: 'services', path: '', data: { title: 'Lock_Repair' } });
    assert.ok(file);
    assert.match(
      refusal(collections, file, { title: 'Lock_Repair' }, site, YEAR) ?? '',
      /› \(file name\): expected a lowercase kebab-case name ending in "\.yaml"/,
    );
  });

  it('refuses a title too long for a file name, in the words of the local save check', () => {
    const title = 'Locks '.repeat(60).trim();
    const file = entryFile(collections, slug, { collection: 'services', path: '', data: { title } });
    assert.ok(file);
    const said = refusal(collections, file, { title }, site, YEAR) ?? '';
    assert.match(said, /^The site would not build with this entry:/);
    assert.match(said, /the file name made from the title is \d+ bytes long, and a file name can be at most 255/);
  });
});
