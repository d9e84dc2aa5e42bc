// Client bundle step, in two esbuild passes. First the code fetched on demand: each island, the hydration code and
// the page dist/404.html renders in place, split into shared chunks (React among them). Then the one script a page
// fetches as it loads: the loader (src/client/main.ts), or on dist/404.html the fallback script, which is the loader
// with the fallback decision before it. Each is bundled whole, with its dynamic imports pointing at those chunks:
// built together, esbuild would make them import the chunk of its shared helpers at load
// (https://github.com/evanw/esbuild/issues/1892).
import { join, relative } from 'node:path';
import type * as esbuild from 'esbuild';
import { type IslandName, islands } from '../client/islands/registry';

/** What the loader fetches on demand: an island when its trigger fires, or the page dist/404.html renders in place. */
export type OnDemand = IslandName | 'fallback';

export interface ClientBundle {
  /** The plain data this bundle was made from (the dev server hands it to each freshly imported site module). */
  data: BundleData;
  /** URL of the loader (src/client/main.ts). */
  loader: string;
  /** URL of dist/404.html's script (src/client/fallback.ts): the fallback, then the loader. */
  fallback: string;
  /** The files a page fetches once it has these scripts: them and what they import statically, transitively. */
  withImports(scripts: Iterable<string>): string[];
  /** The files fetched when `what` is needed: its chunk, with React and the hydration code for an island. */
  onDemand(what: OnDemand): string[];
  /**
   * The project's source files (relative to the root) bundled into the chunks of these islands, and of the fallback
   * page when `fallback` is set: the classes they name may appear in the page once they run.
   */
  sourcesFor(islands: Iterable<IslandName>, fallback: boolean): string[];
}

const LOADER = 'src/client/main.ts';
const FALLBACK = 'src/client/fallback.ts';
/** The module every island's chunk is hydrated by (imported beside it when a trigger fires). */
const HYDRATE = 'src/client/islands/hydrate.tsx';
const FALLBACK_PAGE = 'src/client/FallbackPage.tsx';
const islandFile = (name: IslandName) => `src/client/islands/${name}.tsx`;

const options = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  jsx: 'automatic',
  // Without it React's development build (several times larger) is bundled.
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'silent',
} satisfies esbuild.BuildOptions;

/** Points the loader's dynamic imports at the chunks of the first pass, by source file; any other one is an error. */
function onDemandChunks(root: string, chunkOf: ReadonlyMap<string, string>): esbuild.Plugin {
  return {
    name: 'on-demand-chunks',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const { resolveDir, kind } = args;
        const resolved = await build.resolve(args.path, { resolveDir, kind, pluginData: 'resolving' });
        const chunk = chunkOf.get(relative(root, resolved.path).split('\\').join('/'));
        if (chunk) return { path: chunk, external: true };
        return {
          errors: [{ text: `${args.path} is imported on demand but src/steps/bundle.ts builds no chunk for it` }],
        };
      });
    },
  };
}

export async function bundleClient(root: string, outDir: string): Promise<ClientBundle> {
  // Loaded here: a build that finds the bundle in its cache (bundle-cache.ts) never needs esbuild.
  const { build } = await import('esbuild');
  const names = Object.keys(islands) as IslandName[];
  const onDemand = await build({
    ...options,
    absWorkingDir: root,
    entryPoints: [...names.map(islandFile), HYDRATE, FALLBACK_PAGE],
    outdir: join(outDir, 'assets/chunks'),
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
  });
  const url = (file: string) => `/${relative(outDir, join(root, file)).split('\\').join('/')}`;
  const outputs: BundleData['outputs'] = {};
  const chunkOf = new Map<string, string>();
  const record = (result: esbuild.Metafile) => {
    for (const [file, output] of Object.entries(result.outputs)) {
      outputs[url(file)] = {
        entryPoint: output.entryPoint,
        imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
        sources: Object.keys(output.inputs).filter((input) => input.startsWith('src/')),
      };
      if (output.entryPoint) chunkOf.set(output.entryPoint, url(file));
    }
  };
  record(onDemand.metafile);
  const loader = await build({
    ...options,
    absWorkingDir: root,
    entryPoints: { loader: LOADER, fallback: FALLBACK },
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    plugins: [onDemandChunks(root, chunkOf)],
  });
  record(loader.metafile);
  return clientBundle({ outputs });
}

/** What esbuild produced, as plain data (the dev server hands it to each freshly imported site module). */
export interface BundleData {
  /** Each output file by URL: the entry it is for, the chunks it imports statically, the project sources in it. */
  outputs: Record<string, { entryPoint?: string; imports: string[]; sources: string[] }>;
}

export function clientBundle(data: BundleData): ClientBundle {
  const { outputs } = data;
  const byEntry = new Map<string, string>();
  for (const [url, output] of Object.entries(outputs)) if (output.entryPoint) byEntry.set(output.entryPoint, url);
  const outputOf = (entry: string) => {
    const file = byEntry.get(entry);
    if (!file) throw new Error(`esbuild produced no output for ${entry}`);
    return file;
  };
  // The file itself and everything it imports statically, transitively.
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) closure(imp, seen);
    return seen;
  };
  const filesOf = (what: OnDemand) => {
    const files = new Set<string>();
    const chunks = what === 'fallback' ? [FALLBACK_PAGE] : [islandFile(what), HYDRATE];
    for (const chunk of chunks) closure(outputOf(chunk), files);
    return files;
  };
  return {
    data,
    loader: outputOf(LOADER),
    fallback: outputOf(FALLBACK),
    withImports(scripts) {
      const files = new Set<string>();
      for (const script of scripts) closure(script, files);
      return [...files];
    },
    onDemand: (what) => [...filesOf(what)],
    sourcesFor(islands, fallback) {
      const files = new Set<string>();
      for (const name of islands) for (const f of filesOf(name)) files.add(f);
      if (fallback) for (const f of filesOf('fallback')) files.add(f);
      return [...new Set([...files].flatMap((f) => outputs[f]?.sources ?? []))];
    },
  };
}
