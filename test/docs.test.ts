// The repository stands alone and its prose keeps up with its code: every document, path and anchor the docs and
// the code's comments and test names cite exists, no file cites a document the repository lacks, every npm script
// the README names is in package.json, and the figures the docs give are the build's or none.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { blockOf, type BuildReport, scriptFigures } from '../scripts/lib/doc-blocks';
import { buildSite } from './helpers/shared-build';

const IGNORE = ['**/node_modules/**', '**/dist/**', '.git/**', 'browser-screenshots/**', 'screenshots/**'];
const list = (patterns: string[], ignore: string[] = []) =>
  fg.sync(patterns, { ignore: [...IGNORE, ...ignore], dot: true });
// Articles are site copy: their links are pages of the site, which the build's link check covers.
const markdown = list(['**/*.md'], ['content/blog/**']);
const markdownNames = new Set(list(['**/*.md']).map((f) => f.split('/').pop()));
const code = list(
  ['*.{ts,js,json}', '.ci/*', '{src,content,scripts,test,static}/**/*.{ts,tsx,js,mjs,sh,py}'],
  ['package-lock.json', 'build-report.json'],
);
const read = (file: string) => readFileSync(file, 'utf8');

/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = new Map<string, Set<string>>();
const anchorsOf = (file: string) => {
  if (!anchors.has(file))
    anchors.set(file, new Set([...read(file).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!))));
  return anchors.get(file)!;
};

/** Project paths a text cites ("docs/site.md#pages", "src/lib/paths.ts"), as written. */
const PATH = /(?<![\w./@-])((?:docs|src|content|scripts|test|static)\/[\w./{}*-]*[\w*}](?:#[\w-]+)?)/g;
/** A citation of a heading followed by more headings of the same file: "docs/site.md#blog, #an-article and #area". */
const MORE_ANCHORS = /(?<![\w./-])((?:docs|src)\/[\w./-]+\.md)#[\w-]+((?:(?:,| and| or)? #[\w-]+)+)/g;
/** A heading cited by its words: docs/performance.md "First screen". */
const QUOTED_HEADING = /(?<![\w./-])((?:docs|src)\/[\w./-]+\.md) "([^"]+)"/g;
function citedPaths(text: string): string[] {
  const cited = [...text.matchAll(PATH)].map((m) => m[1]!);
  for (const [, file, heading] of text.matchAll(QUOTED_HEADING)) cited.push(`${file}#${anchor(heading!)}`);
  for (const [, file, more] of text.matchAll(MORE_ANCHORS))
    for (const [, hash] of more!.matchAll(/#([\w-]+)/g)) cited.push(`${file}#${hash}`);
  return cited;
}

/** The folders of the records the owner adds and removes: a file of one that a text cites is an example. */
const RECORDS = /^content\/(?:blog|services|products|areas)\//;

/** Where a cited path is wrong, or '' when it exists (a folder, a file, a glob's folder, a heading's anchor). */
function problemOf(cited: string): string {
  const [path = '', hash] = cited.split('#');
  // A glob, or an example of a record (an article, a service, a product category, an area) the owner may add or
  // remove, so the docs cannot pin today's: its folder must exist.
  const real = RECORDS.test(path) ? path.slice(0, path.lastIndexOf('/')) : path.replace(/\/?[^/]*[*{].*$/, '');
  if (!existsSync(real)) return `${cited}: no such file or folder`;
  if (hash && path.endsWith('.md') && !anchorsOf(path).has(hash)) return `${cited}: no heading with that anchor`;
  return '';
}

/** The comments of a source file: line comments and block comments. */
const commentsOf = (text: string) => [...text.matchAll(/\/\/.*$|\/\*[\s\S]*?\*\//gm)].map((m) => m[0]).join('\n');

/** Relative Markdown links to files ("deploy.md#nginx", "../README.md"), resolved from the linking file. */
function linkedPaths(file: string, text: string): string[] {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return [...text.matchAll(/\]\(((?:\.\.?\/)*[\w-]+(?:\/[\w.-]+)*\.\w+(?:#[\w-]+)?)\)/g)].map((m) =>
    `${folder}${m[1]!}`.replace(/(^|\/)\.\//g, '$1').replace(/[^/]+\/\.\.\//g, ''),
  );
}

/** Every problem of the citations in the given files, as "file: problem". */
function citationProblems(files: { file: string; text: string }[]): string[] {
  const problems: string[] = [];
  for (const { file, text } of files) {
    const isDoc = file.endsWith('.md');
    // In code, every path its comments cite, and the documents its strings cite (test names, error messages); other
    // strings are paths the code uses, which its own tests cover.
    const cited = isDoc
      ? [...citedPaths(text), ...linkedPaths(file, text)]
      : [...citedPaths(commentsOf(text)), ...citedPaths(text).filter((c) => /\.md(#|$)/.test(c))];
    for (const c of new Set(cited)) if (problemOf(c)) problems.push(`${file}: ${problemOf(c)}`);
  }
  return problems;
}

/** Files a command writes and .gitignore keeps out of the repository (lighthouse-report.md): outputs, not documents. */
const generated = new Set(
  read('.gitignore')
    .split('\n')
    .filter((line) => /^[\w.-]+$/.test(line)),
);

/** Every Markdown document a text names that the repository does not have. */
function missingDocuments(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const [token = ''] of text.matchAll(/[\w./{}-]*\.md\b/g)) {
    const name = token.split('/').pop() ?? '';
    // A pattern ("blog/*.md", "<slug>.md") names no document; an article's file (content/blog/{slug}.md) is copy.
    if (
      /^[\w-]+\.md$/.test(name) &&
      !token.includes('content/blog/') &&
      !markdownNames.has(name) &&
      !generated.has(name)
    )
      problems.push(`${file} cites ${name}, which the repository does not have`);
  }
  return problems;
}

// This file's own examples of broken citations are left out.
const all = [...markdown, ...code].filter((f) => f !== 'test/docs.test.ts').map((file) => ({ file, text: read(file) }));

describe('documents and the paths they cite', () => {
  it('cites only files, folders and headings the repository has, in the docs, comments and test names', () => {
    assert.deepEqual(citationProblems(all), []);
  });

  it('catches a missing file, a missing heading and a broken relative link', () => {
    assert.deepEqual(
      citationProblems([
        { file: 'x.ts', text: '// As docs/site.md#no-such-heading says, see src/lib/no-such-file.ts.' },
        { file: 'w.ts', text: "const fixture = 'src/lib/no-such-file.ts';" },
        {
          file: 'v.ts',
          text: '// The budget of docs/performance.md "First screen" and docs/performance.md "Last screen".',
        },
        { file: 'y.ts', text: "it('keeps docs/site.md#blog, #no-such-heading and #an-article', () => {});" },
        { file: 'docs/z.md', text: 'See [hosting](deploy.md#nginx) and [nothing](nothing.md).' },
        { file: 'u.ts', text: '// Copy content/areas/an-area-since-removed.yaml, not content/regions/north.yaml.' },
      ]),
      [
        'x.ts: docs/site.md#no-such-heading: no heading with that anchor',
        'x.ts: src/lib/no-such-file.ts: no such file or folder',
        'v.ts: docs/performance.md#last-screen: no heading with that anchor',
        'y.ts: docs/site.md#no-such-heading: no heading with that anchor',
        'docs/z.md: docs/nothing.md: no such file or folder',
        'u.ts: content/regions/north.yaml: no such file or folder',
      ],
    );
  });

  it('cites no Markdown document that is not in the repository', () => {
    assert.deepEqual(
      all.flatMap(({ file, text }) => missingDocuments(file, text)),
      [],
    );
    assert.deepEqual(missingDocuments('x.ts', '// as NOTES.md says; blog/*.md and content/blog/new-article.md'), [
      'x.ts cites NOTES.md, which the repository does not have',
    ]);
  });
});

describe("the owner's guide", () => {
  it('reads in ten minutes: docs/CONTENT.md is at most 2,000 words, the rest in docs/content-reference.md', () => {
    const words = readFileSync('docs/CONTENT.md', 'utf8').split(/\s+/).filter(Boolean).length;
    assert.ok(words <= 2000, `docs/CONTENT.md has ${words} words; move the details to docs/content-reference.md`);
    assert.match(readFileSync('docs/CONTENT.md', 'utf8'), /\]\(content-reference\.md\)/, 'it links the reference');
  });
});

describe('README', () => {
  it('names only npm scripts package.json has', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const named = [...read('README.md').matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    assert.ok(named.length > 5);
    assert.deepEqual(
      named.filter((name) => !Object.hasOwn(scripts, name)),
      [],
    );
  });
});

/** A count of the site's content ("86 pages", "20 articles"): the owner changes those, so no document may state one. */
const CONTENT_COUNT =
  /\b(?!404\b)\d[\d,]* (?:pages|articles|areas|services|products|FAQs|questions|routes|categories)\b/g;

/** A document's text outside the blocks a command writes (scripts/lib/doc-blocks.ts). */
const handWritten = (text: string) => text.replace(/<!-- (\w+):start -->[\s\S]*?<!-- \1:end -->/g, '');

describe('figures in the docs', () => {
  it('are the build’s: the script sizes in docs/performance.md are those of the tests’ build (npm run figures)', async () => {
    const site = await buildSite();
    const report = JSON.parse(read(join(dirname(site.outDir), 'build-report.json'))) as BuildReport;
    assert.equal(
      blockOf(read('docs/performance.md'), 'scripts'),
      scriptFigures(report),
      'docs/performance.md gives other script sizes than the build: run npm run build, then npm run figures',
    );
  });

  it('never count the content by hand outside those blocks', () => {
    const counts = markdown
      .filter((file) => !file.startsWith('content/'))
      .flatMap((file) => [...handWritten(read(file)).matchAll(CONTENT_COUNT)].map((m) => `${file}: ${m[0]}`));
    assert.deepEqual(counts, []);
    assert.deepEqual(
      [
        ...handWritten('The 404 pages; 86 pages.<!-- bench:start -->75 pages<!-- bench:end -->').matchAll(
          CONTENT_COUNT,
        ),
      ].map((m) => m[0]),
      ['86 pages'],
    );
  });
});
