// The import rules of docs/architecture.md#data-flow: every import points downstream, no file imports itself through others
// (a cycle), and routes.ts loads no native module even indirectly. Imports are read with TypeScript's own parser,
// type-only ones included (a type import still ties two layers together), and resolved to project files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

type Layer =
  | 'content'
  | 'schema'
  | 'loading'
  | 'routes'
  | 'render'
  | 'lib'
  | 'client'
  | 'editor'
  | 'steps'
  | 'pipeline'
  | 'server'
  | 'scripts'
  | 'functions'
  | 'test';

/** Where a project file sits in the flow. */
function layerOf(file: string): Layer {
  if (file.startsWith('content/')) return 'content';
  // The rule book of the content, a file per collection: every layer takes the content's types from it.
  if (file.startsWith('src/content/schema/')) return 'schema';
  if (file.startsWith('src/content/')) return 'loading';
  // routes.ts is the table; src/routes/ builds each section's routes for it.
  if (file === 'routes.ts' || file.startsWith('src/routes/')) return 'routes';
  if (file === 'build.ts') return 'pipeline';
  if (file.startsWith('src/lib/')) return 'lib';
  // The editor's bundle, never a visitor's page: it checks an entry by the loader's own rules before a save.
  if (file.startsWith('src/client/editor/')) return 'editor';
  if (file.startsWith('src/client/')) return 'client';
  if (file.startsWith('src/steps/')) return 'steps';
  if (file.startsWith('src/server/')) return 'server';
  if (file.startsWith('scripts/')) return 'scripts';
  if (file.startsWith('test/')) return 'test';
  // The host's functions (sign-in to the editor, quote requests) and Workers (the quote requests' clock): the host
  // bundles each with what it imports, in the Workers runtime, so they take only the rules of src/lib/ that read no
  // disk: the quote requests' own modules sit in src/lib/quote-requests/ for that reason.
  if (file.startsWith('functions/') || file.startsWith('workers/')) return 'functions';
  return 'render'; // src/render.tsx, src/Document.tsx, src/pages/, src/components/
}

const EVERY_LAYER: Layer[] = [
  'content',
  'schema',
  'loading',
  'routes',
  'render',
  'lib',
  'client',
  'editor',
  'steps',
  'pipeline',
  'server',
  'scripts',
  'functions',
  'test',
];

/** What each layer may import; `types` only for type-only imports. */
const allowed: Record<Layer, { runtime: Layer[]; types?: Layer[] }> = {
  content: { runtime: ['content'] },
  // The schemas turn Markdown copy into HTML with the sanitizer of src/lib/markdown.ts.
  schema: { runtime: ['lib', 'schema'] },
  loading: { runtime: ['content', 'schema', 'loading', 'lib'] },
  lib: { runtime: ['content', 'lib'], types: ['schema'] },
  routes: { runtime: ['content', 'lib', 'routes'], types: ['schema', 'loading', 'render'] },
  // The render shows islands on the server, and the 404 fallback shows pages in the browser.
  render: { runtime: ['content', 'lib', 'render', 'client'], types: ['schema', 'routes'] },
  client: { runtime: ['content', 'lib', 'client', 'render'], types: ['schema'] },
  // The loader's files it takes read nothing from disk (src/content/entry-check.ts); esbuild refuses one that would.
  editor: { runtime: ['content', 'schema', 'loading', 'lib', 'client', 'render', 'editor'] },
  steps: { runtime: ['content', 'schema', 'loading', 'routes', 'render', 'lib', 'client', 'steps'] },
  pipeline: { runtime: ['loading', 'routes', 'lib', 'steps'] },
  server: {
    runtime: ['content', 'schema', 'loading', 'routes', 'render', 'lib', 'client', 'steps', 'pipeline', 'server'],
  },
  scripts: { runtime: EVERY_LAYER.filter((layer) => layer !== 'test' && layer !== 'functions') },
  functions: { runtime: ['lib'] },
  test: { runtime: EVERY_LAYER },
};

/** Packages with native code or a heavy load that the route table must never pull in. */
const NATIVE = [
  'sharp',
  '@tailwindcss/node',
  '@tailwindcss/oxide',
  'esbuild',
  'lightningcss',
  'linkinator',
  'lighthouse',
];

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** The imports of one file: static, re-exports and dynamic import() with a literal path. */
function importsOf(root: string, file: string): { spec: string; typeOnly: boolean }[] {
  // No parent links: the walk goes down only, and setting them costs a fifth of the parse.
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { spec: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveSpec(root: string, from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(join(root, candidate)) && /\.tsx?$/.test(candidate)) return relative(root, join(root, candidate));
  }
  return undefined;
}

/** Every broken rule in the project at `root`, as lines naming the files (empty when all is well). */
export function importProblems(root: string): { problems: string[]; files: number; edges: number } {
  const files = fg
    .sync(['build.ts', 'routes.ts', '{content,src,scripts,functions,workers,test}/**/*.{ts,tsx}'], { cwd: root })
    .sort();
  const edges: Edge[] = [];
  const packages = new Map<string, string[]>();
  for (const file of files) {
    for (const { spec, typeOnly } of importsOf(root, file)) {
      if (spec.startsWith('.')) {
        const to = resolveSpec(root, file, spec);
        if (to) edges.push({ from: file, to, typeOnly });
      } else if (!typeOnly) packages.set(file, [...(packages.get(file) ?? []), spec]);
    }
  }

  const problems: string[] = [];

  for (const { from, to, typeOnly } of edges) {
    const [a, b] = [layerOf(from), layerOf(to)];
    const rule = allowed[a];
    if (rule.runtime.includes(b) || (typeOnly && rule.types?.includes(b))) continue;
    problems.push(`${from} imports ${to}${typeOnly ? ' (types)' : ''}: ${a} may not import ${b}`);
  }

  // Cycles: a depth-first walk over every import, type-only ones included.
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const walk = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') problems.push(`cycle: ${[...stack.slice(stack.indexOf(to)), to].join(' → ')}`);
      else if (!state.has(to)) walk(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) walk(file);

  // What loading routes.ts loads: no native module, however indirectly (type-only imports load nothing).
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const e of edges) if (e.from === file && !e.typeOnly) load(e.to);
  };
  load('routes.ts');
  for (const file of loaded) {
    for (const spec of packages.get(file) ?? []) {
      if (NATIVE.some((n) => spec === n || spec.startsWith(`${n}/`)))
        problems.push(`routes.ts loads ${spec} through ${file}: the route table must stay data only`);
    }
  }

  return { problems, files: files.length, edges: edges.length };
}
