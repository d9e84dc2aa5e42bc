// Client bundle step: the island entry and the 404 fallback script, as ES modules split into shared chunks,
// so each page fetches only the islands it contains.
import { join, relative } from 'node:path';
import type { IslandName } from '../client/islands/registry';

export interface ClientBundle {
  /** The plain data this bundle was made from (the dev server hands it to each freshly imported site module). */
  data: BundleData;
  /** URL of the island entry (src/client/main.ts). */
  client: string;
  /** URL of the 404 fallback script (src/client/fallback.ts). */
  fallback: string;
  /** URLs of the chunks a page with these islands imports, for <link rel="modulepreload">. */
  chunksFor(islands: Iterable<IslandName>): string[];
  /**
   * The project's source files (relative to the root) bundled into those chunks, and into the fallback script
   * when `fallback` is set: the classes they name may appear in the page once its islands run.
   */
  sourcesFor(islands: Iterable<IslandName>, fallback: boolean): string[];
}

export async function bundleClient(root: string, outDir: string): Promise<ClientBundle> {
  // Loaded here: a build that finds the bundle in its cache (bundle-cache.ts) never needs esbuild.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { client: 'src/client/main.ts', fallback: 'src/client/fallback.ts' },
    outdir: join(outDir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    // Without it React's development build (several times larger) is bundled.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const url = (file: string) => `/${relative(outDir, join(root, file)).split('\\').join('/')}`;
  const outputs: BundleData['outputs'] = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    outputs[url(file)] = {
      entryPoint: output.entryPoint,
      imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
      dynamicImports: output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => url(i.path)),
      sources: Object.keys(output.inputs).filter((input) => input.startsWith('src/')),
    };
  }
  return clientBundle({ outputs });
}

/** What esbuild produced, as plain data (the dev server hands it to each freshly imported site module). */
export interface BundleData {
  /** Each output file by URL: the entry it is for, the chunks it imports, the project sources bundled in it. */
  outputs: Record<string, { entryPoint?: string; imports: string[]; dynamicImports: string[]; sources: string[] }>;
}

export function clientBundle(data: BundleData): ClientBundle {
  const { outputs } = data;
  const byEntry = new Map<string, string>();
  for (const [url, output] of Object.entries(outputs)) if (output.entryPoint) byEntry.set(output.entryPoint, url);
  const fileOf = (entry: string) => {
    const file = byEntry.get(entry);
    if (!file) throw new Error(`esbuild produced no output for ${entry}`);
    return file;
  };
  // The chunk itself and everything it imports statically (and, with `dynamic`, what it may load later), transitively.
  const closure = (file: string, seen = new Set<string>(), dynamic = false): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const output = outputs[file];
    for (const imp of [...(output?.imports ?? []), ...(dynamic ? (output?.dynamicImports ?? []) : [])])
      closure(imp, seen, dynamic);
    return seen;
  };
  const clientFile = fileOf('src/client/main.ts');
  return {
    data,
    client: clientFile,
    fallback: fileOf('src/client/fallback.ts'),
    chunksFor(islands) {
      const files = new Set<string>();
      for (const f of closure(clientFile)) if (f !== clientFile) files.add(f);
      for (const name of islands) for (const f of closure(fileOf(`src/client/islands/${name}.tsx`))) files.add(f);
      return [...files];
    },
    sourcesFor(islands, fallback) {
      const files = new Set<string>();
      for (const name of islands) for (const f of closure(fileOf(`src/client/islands/${name}.tsx`))) files.add(f);
      // The fallback script imports the page it renders (generic area, Post Not Found) only when it needs it.
      if (fallback) for (const f of closure(fileOf('src/client/fallback.ts'), new Set(), true)) files.add(f);
      return [...new Set([...files].flatMap((f) => outputs[f]?.sources ?? []))];
    },
  };
}
