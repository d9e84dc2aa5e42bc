// The editor's check of one entry before a save (src/content/entry-check.ts, run in the browser by
// src/client/editor/rule-book.ts) finds what the build finds in that file, in the build's own words: file, line, field
// and rule. Every file of content/ as it stands passes; each fault below is refused by both, with the same lines.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { type Document, parseDocument } from 'yaml';
import { ContentErrors, readContent, validateContent } from '../src/content/load';
import { entryProblems } from '../src/content/entry-check';
import { copyProject, type ProjectCopy } from '../scripts/lib/project-copy';

const YEAR = new Date().getFullYear();

describe("the editor's check of one entry", () => {
  let copy: ProjectCopy;
  before(() => {
    copy = copyProject();
  });
  after(() => copy?.remove());

  const site = () => readContent(copy.root).site;
  /** The editor's messages about `file` as it stands; `facts` are content/site.yaml's, read again unless given. */
  const check = (file: string, facts = site()) =>
    entryProblems({ file, text: copy.read(file) }, facts, YEAR).map((p) => p.message);
  /** The build's messages about `file`, for the copy as it now stands. */
  function buildSays(file: string): string[] {
    try {
      validateContent(readContent(copy.root), {}, undefined, YEAR);
      return [];
    } catch (error) {
      assert.ok(error instanceof ContentErrors, String(error));
      return error.errors.filter((e) => e.file === file).map((e) => e.message);
    }
  }

  it('passes every file of content/ as it stands', () => {
    const files = fg.sync(['content/**/*.yaml', 'content/blog/*.md'], { cwd: copy.root });
    assert.ok(files.length > 10);
    const facts = site();
    for (const file of files) assert.deepEqual(check(file, facts), [], file);
  });

  /** Each fault: a file of the copy, and the edit of its text. */
  const first = (pattern: string) => {
    const [file] = fg.sync(pattern, { cwd: copy.root }).sort();
    assert.ok(file, pattern);
    return file;
  };
  /** A YAML file's text with one edit made through its document. */
  const yamlEdit = (edit: (doc: Document) => void) => (text: string) => {
    const doc = parseDocument(text);
    edit(doc);
    return doc.toString();
  };
  const faults: { name: string; file: () => string; edit: (text: string) => string; says: RegExp }[] = [
    {
      name: 'a question without "?"',
      file: () => first('content/services/*.yaml'),
      edit: yamlEdit((doc) => doc.setIn(['faqs', 0, 'question'], 'Why does my lock stick')),
      says: /faqs\[0\]\.question: expected a question ending in "\?"/,
    },
    {
      name: 'an article title of 300 characters',
      file: () => first('content/blog/*.md'),
      edit: (text) => text.replace(/^title: .*$/m, `title: ${'Lock '.repeat(60).trim()}`),
      says: /title: expected at most 110 characters/,
    },
    {
      name: 'front matter that is not valid YAML',
      file: () => first('content/blog/*.md'),
      edit: (text) => text.replace(/^title: .*$/m, 'title: [an unclosed list'),
      says: /:\d+:\d+ › front matter: expected valid YAML/,
    },
    {
      name: 'a <script> in an article body',
      file: () => first('content/blog/*.md'),
      edit: (text) => `${text}\n<script>alert(1)</script>\n`,
      says: /› body: expected only .*, found <script>/,
    },
    {
      name: 'a javascript: link in an article body',
      file: () => first('content/blog/*.md'),
      edit: (text) => `${text}\nSee [the note](javascript:alert(1)).\n`,
      says: /:\d+ › body: expected links to the site's own pages .*, found a link to "javascript:alert\(1\)"/,
    },
    {
      name: 'a name in braces that content/site.yaml does not give',
      file: () => first('content/areas/*.yaml'),
      edit: yamlEdit((doc) => doc.set('description', `${String(doc.get('description'))} {noSuchFigure}`)),
      says: /description: expected a name content\/site\.yaml gives/,
    },
    {
      name: 'a figure of content/site.yaml in a form the copy cannot state',
      file: () => 'content/site.yaml',
      edit: yamlEdit((doc) => doc.setIn(['facts', 'basicKeyPrice'], 'abc')),
      says: /facts\.basicKeyPrice: expected/,
    },
    {
      name: 'a group of a shared page file left incomplete',
      file: () => 'content/pages/services.yaml',
      edit: yamlEdit((doc) => doc.deleteIn(['servicePage', 'faq'])),
      says: /servicePage › faq: expected/,
    },
  ];
  for (const { name, file: fileOf, edit, says } of faults) {
    it(`refuses ${name} with the build's own lines`, () => {
      const file = fileOf();
      const before = copy.read(file);
      assert.notEqual(edit(before), before, `the fault changes ${file}`);
      copy.write(file, edit(before));
      try {
        const found = check(file);
        assert.ok(
          found.some((line) => says.test(line)),
          `${file}: ${found.join('\n')}`,
        );
        const build = buildSays(file);
        for (const line of found)
          assert.ok(build.includes(line), `the build says the same: ${line}\n${build.join('\n')}`);
      } finally {
        copy.write(file, before);
      }
    });
  }
});
