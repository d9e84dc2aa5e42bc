// The repository stands alone and its prose keeps up with its code: every document, path and anchor the docs and
// the code's comments cite exists, no file cites a document the repository lacks, and every npm script the README
// names is in package.json.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fg from 'fast-glob';

const IGNORE = ['node_modules/**', 'dist/**', '**/dist/**', 'browser-screenshots/**', 'screenshots/**'];
// Articles are site copy: their links are pages of the site, which the build's link check covers.
const markdown = fg.sync(['**/*.md'], { ignore: [...IGNORE, 'content/blog/**'] });
const markdownNames = new Set(fg.sync(['**/*.md'], { ignore: IGNORE }).map((f) => f.split('/').pop()));
const code = fg.sync(['*.ts', '{src,content,scripts,test}/**/*.{ts,tsx}'], { ignore: IGNORE });
const read = (file: string) => readFileSync(file, 'utf8');

/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file: string) => new Set([...read(file).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1] ?? '')));

/** The comments of a source file: line comments and block comments. */
const commentsOf = (text: string) => [...text.matchAll(/\/\/.*$|\/\*[\s\S]*?\*\//gm)].map((m) => m[0]).join('\n');

/** Project paths a text cites ("docs/site.md#pages", "src/lib/paths.ts"), as written. */
const PATH = /(?<![\w./-])((?:docs|src|content|scripts|test|static)\/[\w./{}*-]*[\w*}](?:#[\w-]+)?)/g;
const citedPaths = (text: string) => [...text.matchAll(PATH)].map((m) => m[1] ?? '');

/** Where a cited path is wrong, or '' when it exists (a folder, a file, a glob's folder, a heading's anchor). */
function problemOf(cited: string): string {
  const [path = '', hash] = cited.split('#');
  // A glob, or an example of an article an editor would add: its folder must exist.
  const real = path.startsWith('content/blog/') ? 'content/blog' : path.replace(/\/?[^/]*[*{].*$/, '');
  if (!existsSync(real)) return `${cited}: no such file or folder`;
  if (hash && path.endsWith('.md') && !anchorsOf(path).has(hash)) return `${cited}: no heading with that anchor`;
  return '';
}

describe('documents and the paths they cite', () => {
  it('cites only paths, files and headings the repository has, in the docs and in code comments', () => {
    const problems: string[] = [];
    for (const file of markdown) {
      const text = read(file);
      for (const cited of citedPaths(text)) if (problemOf(cited)) problems.push(`${file}: ${problemOf(cited)}`);
      // Relative Markdown links: [text](deploy.md#nginx).
      // Relative Markdown links to files ("deploy.md#nginx"); "/about/" and the like are pages of the site.
      for (const [, target = ''] of text.matchAll(/\]\(((?:\.\.?\/)?[\w-]+(?:\/[\w.-]+)*\.\w+(?:#[\w-]+)?)\)/g)) {
        const [rel = '', hash] = target.split('#');
        const resolved = `${file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''}${rel}`.replace(
          /[^/]+\/\.\.\//g,
          '',
        );
        const problem = problemOf(hash ? `${resolved}#${hash}` : resolved);
        if (problem) problems.push(`${file}: link ${target}: ${problem}`);
      }
    }
    for (const file of code)
      for (const cited of citedPaths(commentsOf(read(file))))
        if (problemOf(cited)) problems.push(`${file}: ${problemOf(cited)}`);
    assert.deepEqual(problems, []);
  });

  it('cites no Markdown document that is not in the repository', () => {
    const names = markdownNames;
    const problems: string[] = [];
    for (const file of [...markdown, ...code]) {
      const text = file.endsWith('.md') ? read(file) : commentsOf(read(file));
      // An article's file (content/blog/{slug}.md) is copy, not a document.
      for (const [token = ''] of text.matchAll(/[\w./{}-]*\.md\b/g)) {
        const name = token.split('/').pop() ?? '';
        // A pattern ("blog/*.md", "<slug>.md") names no document.
        if (/^[\w-]+\.md$/.test(name) && !token.includes('content/blog/') && !names.has(name))
          problems.push(`${file} cites ${name}, which the repository does not have`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('names only npm scripts package.json has', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const named = [...read('README.md').matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '');
    assert.ok(named.length > 5);
    for (const name of named) assert.ok(Object.hasOwn(scripts, name), `README names npm run ${name}`);
  });
});
