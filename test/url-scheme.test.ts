// One URL scheme: every link to a page of a section (services, products, areas, the blog) is made by the functions
// of src/lib/paths.ts, which the routes use too, so a page and the links to it cannot disagree. This fails on a
// string or template in the code that starts a section's path by hand, naming file and line; and it is shown to.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import ts from 'typescript';
import { SECTIONS } from '../src/lib/paths';

const root = resolve(import.meta.dirname, '..');
const PREFIXES = Object.values(SECTIONS).map((s) => `/${s}/`);

/** Each string or template in `source` that starts with a section's path, as "file:line text". */
function handBuilt(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    if (text !== undefined && PREFIXES.some((p) => text.startsWith(p) || text === p.slice(0, -1))) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} ${node.getText().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('one URL scheme', () => {
  it('builds no section page path by hand outside src/lib/paths.ts', () => {
    const files = fg.sync(['routes.ts', 'src/**/*.{ts,tsx}'], {
      cwd: root,
      // The paths module decides the scheme; the schemas' descriptions show owners examples of it.
      ignore: ['src/lib/paths.ts', 'src/content/schema/**'],
    });
    assert.ok(files.length > 50, `${files.length} files`);
    const found = files.flatMap((file) => handBuilt(file, readFileSync(resolve(root, file), 'utf8')));
    assert.deepEqual(found, []);
  });

  it('would name a component that builds a path by hand', () => {
    const source = [
      'export const Card = ({ slug }: { slug: string }) => <a href={`/services/${slug}/`}>x</a>;',
      "export const Index = () => <a href='/blog/'>Blog</a>;",
      '// A comment about /areas/ is no link.',
      "export const ok = servicePath('lock-repair');",
    ].join('\n');
    assert.deepEqual(
      handBuilt('Card.tsx', source).map((f) => f.replace(/ .*/, '')),
      ['Card.tsx:1', 'Card.tsx:2'],
    );
  });
});
