// build.ts compiled by esbuild, for `npm run build` (bin/build.mjs) and the benchmark: kept in
// node_modules/.cache/locksmith-cli and compiled again only when a file it was made from changes (or with --no-cache).
// Loading the build's modules one by one through tsx's loader costs most of a second on every build; the compiled
// files load in a fraction of that. What build.ts imports when its work needs it (the content loader, the image
// encoder...) is a file of its own, still loaded only then. Each source file keeps its own import.meta.url, as Vite
// does for its config file, so paths relative to a source file resolve from it as they do under tsx. Plain
// JavaScript, so that Node runs it without a TypeScript loader.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const project = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(project, 'node_modules/.cache/locksmith-cli');
// One folder for each copy of the project (the tests build copies that share node_modules): the compiled file
// holds the source files' paths.
const dir = join(cacheDir, createHash('sha256').update(project).digest('hex').slice(0, 12));
const record = join(dir, 'inputs.json');
/** A build started before the code was compiled again still loads files from its folder for this long. */
const KEEP_OLD_MS = 60 * 60 * 1000;
/**
 * What decides how the files compile, beside the source files: esbuild's settings, this file, and the installed
 * packages' versions (the bundled packages' files are not hashed one by one).
 */
const SETTINGS = ['tsconfig.json', 'package.json', 'package-lock.json', fileURLToPath(import.meta.url)];
const URL_NAME = '__sourceFileUrl';
/** The worker threads' modules (src/steps/pool.ts), compiled beside the build so that workers load plain JavaScript. */
const WORKERS = /^[a-z-]+-worker\.ts$/;
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };
const IN_PACKAGES = /[\\/]node_modules[\\/]/;
/**
 * Packages compiled into the build's files rather than loaded from node_modules: each is many small modules, which
 * Node finds, reads and compiles one by one, and loads markedly faster as one file, for little compiling. Not zod,
 * whose compiling costs far more than its loading saves; not React, which react-dom, left outside, must share. And
 * decap-cms-core, whose ES modules import without file extensions, which only a bundler or tsx resolves. Every other
 * package loads as it would under tsx.
 */
const BUNDLED = [
  'decap-cms-core',
  'image-size',
  'libphonenumber-js',
  'postcode',
  'postcss',
  'postcss-selector-parser',
  'sanitize-html',
  'yaml',
];
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const hash = (bytes) => createHash('sha256').update(bytes).digest('hex');
const hashOf = (file) => {
  try {
    return hash(readFileSync(file));
  } catch {
    return 'missing';
  }
};
// Where Node finds it: a copy of the project may have its packages in a folder above.
const esbuildVersion = createRequire(import.meta.url)('esbuild/package.json').version;

/** The folder of the files compiled from the sources as they are now, by this Node and esbuild, if there is one. */
function upToDate() {
  try {
    const kept = JSON.parse(readFileSync(record, 'utf8'));
    const out = join(dir, kept.out);
    if (kept.node !== process.version || kept.esbuild !== esbuildVersion || !existsSync(out)) return undefined;
    return Object.entries(kept.inputs).every(([file, bytes]) => hashOf(file) === bytes) ? out : undefined;
  } catch {
    return undefined;
  }
}

/** Compiles build.ts into a folder of its own, named by its files, and returns the folder. */
async function compile() {
  const { build } = await import('esbuild');
  const sources = new Map();
  const result = await build({
    entryPoints: {
      build: join(project, 'build.ts'),
      ...Object.fromEntries(
        readdirSync(join(project, 'src/steps'))
          .filter((file) => WORKERS.test(file))
          .map((file) => [file.replace(/\.ts$/, ''), join(project, 'src/steps', file)]),
      ),
    },
    absWorkingDir: project,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    outdir: dir,
    splitting: true,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    write: false,
    // Beside the files, for `node --enable-source-maps bin/build.mjs`: Node reads and decodes the maps of every module
    // it loads once they are enabled, a cost each build would pay for stack traces that few builds print.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'silent',
    // The bundled CommonJS modules call require(). The compiled folder is named to the code that starts the workers
    // (src/steps/pool.ts), which otherwise loads their sources.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        "const __compiledFolder = new URL('./', import.meta.url);",
      ].join(' '),
    },
    define: { 'import.meta.url': URL_NAME },
    plugins: [
      {
        name: 'packages-and-source-urls',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) =>
            BUNDLED.includes(packageOf(path)) || IN_PACKAGES.test(importer) ? undefined : { external: true },
          );
          build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, ({ path }) => {
            if (IN_PACKAGES.test(path)) return undefined;
            const text = readFileSync(path);
            // Hashed as read, so that a file saved during the compile makes the next build compile again.
            sources.set(path, hash(text));
            // On the file's first line, so that its line numbers stay as they are.
            const url = `const ${URL_NAME} = ${JSON.stringify(pathToFileURL(path).href)}; `;
            return { contents: url + text, loader: LOADERS[extname(path)] ?? 'js' };
          });
        },
      },
    ],
  });
  const inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs), ...SETTINGS]
      .map((file) => resolve(project, file))
      .filter((file) => !IN_PACKAGES.test(file))
      .map((file) => [file, sources.get(file) ?? hashOf(file)]),
  );
  const files = [
    ...result.outputFiles.map((file) => ({
      name: relative(dir, file.path),
      contents: file.path.endsWith('.map') ? withFileUrls(file.text) : file.contents,
    })),
    // Says the files are ES modules: with no package.json above them short of node_modules, Node would read each
    // file's text to find out.
    { name: 'package.json', contents: '{ "type": "module" }\n' },
  ];
  const name = hash(JSON.stringify(files.map((file) => [file.name, hash(file.contents)]))).slice(0, 12);
  const out = join(dir, name);
  if (!existsSync(out)) {
    // Written whole under another name, then renamed: a build running at the same time sees all of it or none.
    const partial = `${out}.${process.pid}.partial`;
    mkdirSync(partial, { recursive: true });
    for (const file of files) writeFileSync(join(partial, file.name), file.contents);
    try {
      renameSync(partial, out);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const kept = { project, node: process.version, esbuild: esbuildVersion, out: name, inputs };
  writeFileSync(`${record}.${process.pid}.partial`, JSON.stringify(kept));
  renameSync(`${record}.${process.pid}.partial`, record);
  return out;
}

/**
 * A source map naming its sources by their file URLs: esbuild names them relative to the folder it writes to, and the
 * files are then moved into a folder of their own.
 */
function withFileUrls(text) {
  const map = JSON.parse(text);
  map.sources = map.sources.map((source) => pathToFileURL(resolve(dir, source)).href);
  return JSON.stringify(map);
}

/** Removes earlier compilations of this copy, and the compiled files of copies of the project that are gone. */
function prune(current) {
  for (const name of readdirSync(dir)) {
    const old = join(dir, name);
    if (old !== current && statSync(old).isDirectory() && Date.now() - statSync(old).mtimeMs > KEEP_OLD_MS)
      rmSync(old, { recursive: true, force: true });
  }
  for (const name of readdirSync(cacheDir)) {
    const other = join(cacheDir, name);
    if (other === dir) continue;
    let copy;
    try {
      copy = JSON.parse(readFileSync(join(other, 'inputs.json'), 'utf8')).project;
    } catch {
      continue;
    }
    if (typeof copy === 'string' && !existsSync(copy)) rmSync(other, { recursive: true, force: true });
  }
}

/**
 * The URL of the compiled build.ts (its module exports build() and cli()), compiled first if a source changed since
 * or if `fresh`. Throws, naming each file and line, if the code does not compile.
 */
export async function compiledBuild({ fresh = false } = {}) {
  let out = fresh ? undefined : upToDate();
  if (!out) {
    mkdirSync(dir, { recursive: true });
    try {
      out = await compile();
    } catch (error) {
      const messages = error?.errors?.map((e) => `${e.location?.file}:${e.location?.line}: ${e.text}`);
      throw messages ? new Error(messages.join('\n'), { cause: error }) : error;
    }
    prune(out);
  }
  return pathToFileURL(join(out, 'build.js')).href;
}
