// Client bundle step, in four esbuild passes. First the code fetched on demand: each island, the hydration code and
// the page dist/404.html renders in place, split into shared chunks (React among them). Then the loader
// (src/client/main.ts, a module), and last, side by side, the two scripts a page carries inline (docs/performance.md
// "Scripts"), classic scripts: the boot script of every page with islands (src/client/boot.ts) and dist/404.html's
// fallback script (src/client/fallback-script.ts), which both fetch the loader. Each is bundled whole, its dynamic
// imports pointing at the chunks and the loader by absolute URL: built with splitting, esbuild would make them import
// a chunk of shared helpers at load (https://github.com/evanw/esbuild/issues/1892).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type * as esbuild from 'esbuild';
import { type IslandName, islands } from '../client/islands/registry';
import { inlineHash } from '../lib/csp';
import type { PageScript, PageScriptName } from '../lib/types';

/** What the loader fetches on demand: an island when its trigger fires, or the page dist/404.html renders in place. */
export type OnDemand = IslandName | 'fallback';

export interface ClientBundle {
  /** The plain data this bundle was made from (the dev server hands it to each freshly imported site module). */
  data: BundleData;
  /**
   * The script of every page with islands (src/client/boot.ts): it fetches the island loader (src/client/main.ts),
   * its one entry in `fetches`, once the page has painted.
   */
  boot: PageScript;
  /** dist/404.html's script (src/client/fallback-script.ts): the fallback, then the loader, its one entry in `fetches`. */
  fallback: PageScript;
  /** The files fetched when `what` is needed: its chunk, with React and the hydration code for an island. */
  onDemand(what: OnDemand): string[];
  /**
   * The project's source files (relative to the root) bundled into the chunks of these islands, and of the fallback
   * page when `fallback` is set: the classes they name may appear in the page once they run.
   */
  sourcesFor(islands: Iterable<IslandName>, fallback: boolean): string[];
}

const BOOT = 'src/client/boot.ts';
const LOADER = 'src/client/main.ts';
const FALLBACK = 'src/client/fallback-script.ts';
/**
 * How a page's own script is written: a classic script, carried in the head (src/lib/page-script.ts), wrapped in a
 * function so that its names stay out of the page's globals. Not esbuild's IIFE format: with dynamic imports of
 * external files it adds CommonJS interop helpers (about 700 bytes) that nothing calls. The loader and island code
 * are modules.
 */
const CLASSIC = { banner: { js: '(()=>{"use strict";' }, footer: { js: '})();' } };
/** The module every island's chunk is hydrated by (imported beside it when a trigger fires). */
const HYDRATE = 'src/client/islands/hydrate.tsx';
const FALLBACK_PAGE = 'src/client/FallbackPage.tsx';
/** Fetched by the boot script only on an address with a query string (src/client/category-redirect.ts). */
const CATEGORY_REDIRECT = 'src/client/category-redirect.ts';
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
    entryPoints: [...names.map(islandFile), HYDRATE, FALLBACK_PAGE, CATEGORY_REDIRECT],
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
  const bundleWhole = (name: string, entry: string, classic: boolean) =>
    build({
      ...options,
      ...(classic ? CLASSIC : {}),
      absWorkingDir: root,
      entryPoints: { [name]: entry },
      outdir: join(outDir, 'assets'),
      entryNames: '[name]-[hash]',
      plugins: [onDemandChunks(root, chunkOf)],
      write: false,
    });
  const loaderBuild = await bundleWhole('loader', LOADER, false);
  const output = (entry: string, result: typeof loaderBuild) => {
    const [file, meta] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === entry) ?? [];
    const written = result.outputFiles.find((f) => relative(root, f.path).split('\\').join('/') === file);
    if (!file || !meta || !written) throw new Error(`esbuild produced no output for ${entry}`);
    // The page's script and the loader must need nothing fetched before they run: island code waits for a trigger.
    const imported = meta.imports.filter((i) => i.kind !== 'dynamic-import').map((i) => i.path);
    if (imported.length)
      throw new Error(`${entry} imports ${imported.join(', ')} as it loads; it may import only on demand`);
    return { file, meta, written };
  };
  const loader = output(LOADER, loaderBuild);
  await mkdir(dirname(loader.written.path), { recursive: true });
  await writeFile(loader.written.path, loader.written.contents);
  record({ inputs: {}, outputs: { [loader.file]: loader.meta } });
  const [bootBuild, fallbackBuild] = await Promise.all([
    bundleWhole('boot', BOOT, true),
    bundleWhole('fallback', FALLBACK, true),
  ]);
  return clientBundle({
    outputs,
    scripts: {
      boot: inline(BOOT, output(BOOT, bootBuild).written.text),
      fallback: inline(FALLBACK, output(FALLBACK, fallbackBuild).written.text),
    },
  });
}

/** A script's text as a page carries it; it must not end its own element. */
function inline(entry: string, text: string | undefined): string {
  if (text === undefined) throw new Error(`esbuild produced no output for ${entry}`);
  if (/<\/script/i.test(text)) throw new Error(`${entry} contains "</script", which would end its inline element`);
  return text.trim();
}

/** What esbuild produced, as plain data (the dev server hands it to each freshly imported site module). */
export interface BundleData {
  /** Each file written (the chunks and the loader), by URL: the entry it is for, the chunks it imports statically, the project sources in it. */
  outputs: Record<string, { entryPoint?: string; imports: string[]; sources: string[] }>;
  /** The code of each page script. */
  scripts: Record<PageScriptName, string>;
}

export function clientBundle(data: BundleData): ClientBundle {
  const { outputs } = data;
  // Both scripts fetch the loader, and nothing else, without a trigger.
  const script = (name: PageScriptName): PageScript => ({
    name,
    fetches: [outputOf(LOADER)],
    code: data.scripts[name],
    hash: inlineHash(data.scripts[name]),
  });
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
    boot: script('boot'),
    fallback: script('fallback'),
    onDemand: (what) => [...filesOf(what)],
    sourcesFor(islands, fallback) {
      const files = new Set<string>();
      for (const name of islands) for (const f of filesOf(name)) files.add(f);
      if (fallback) for (const f of filesOf('fallback')) files.add(f);
      return [...new Set([...files].flatMap((f) => outputs[f]?.sources ?? []))];
    },
  };
}
