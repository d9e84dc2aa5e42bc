// The editor step: bundles the editor (src/client/editor/main.ts, Decap CMS with its React) with esbuild and writes
// its page, /admin/index.html, with the configuration made from the schemas (src/steps/editor-config.ts) inline as
// JSON. The editor is apart from the pages: none of it reaches a visitor's page or the pages' budgets.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as esbuild from 'esbuild';
import { buildRoutes, type Route } from '../../routes';
import type { Content } from '../content/load';
import type { BuildCache } from '../lib/cache';
import { categoriesOf } from '../lib/blog';
import {
  BUILD_ERRORS_ID,
  BUILD_EVENTS_ATTRIBUTE,
  EDITOR_PATH,
  pageFileName,
  PREVIEW_DATA_ID,
  PREVIEW_STYLESHEET,
  type PreviewData,
} from '../lib/editor-preview';
import { scriptJson } from '../lib/json-ld';
import { escapeXml } from '../lib/xml';
import type { EditorBackend, EditorConfig } from './editor-config';

export { EDITOR_PATH };
const ENTRY = 'src/client/editor/main.ts';

export interface EditorBundle {
  /** The editor's script, by its URL under /admin/ (its name carries a hash of its contents). */
  script: string;
  /** How many packages its code comes from, each listed in EDITOR_PACKAGES. */
  packages: number;
  /** Every file written, relative to the output folder, with its size in bytes, raw and gzipped. */
  files: { file: string; bytes: number; gzip: number }[];
}

/** The list of the packages the editor's code comes from, beside it: what `npm run audit:editor` checks. */
export const EDITOR_PACKAGES = `${EDITOR_PATH}packages.json`;

/** A package whose code the editor's bundle holds, as its package.json names it. */
export interface BundledPackage {
  name: string;
  version: string;
  license: string;
}

/**
 * The packages whose code went into a bundle, from esbuild's list of its inputs (each package by the innermost
 * node_modules folder of a file's path), with the version and licence their package.json gives, by name.
 */
export async function bundledPackages(root: string, inputs: readonly string[]): Promise<BundledPackage[]> {
  // "(disabled):…" is a module a package's browser field leaves out: none of its code is in the bundle.
  const folders = new Set(
    inputs.flatMap((input) => /^(?!\()(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []),
  );
  const found = await Promise.all(
    [...folders].map(async (folder) => {
      const manifest = JSON.parse(await readFile(join(root, folder, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
        license?: string | { type?: string };
        licenses?: { type?: string }[];
      };
      const license =
        typeof manifest.license === 'string'
          ? manifest.license
          : (manifest.license?.type ?? manifest.licenses?.map((l) => l.type).join(' OR ') ?? 'none given');
      return { name: manifest.name ?? folder, version: manifest.version ?? 'none given', license };
    }),
  );
  const unique = new Map(found.map((p) => [`${p.name}@${p.version}`, p]));
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Bundles the editor into `outDir`/admin/: one module, Decap CMS and React included, and the list of its packages. */
export async function bundleEditor(root: string, outDir: string): Promise<EditorBundle> {
  const { build } = (await import('esbuild')) as typeof esbuild;
  const dir = join(outDir, EDITOR_PATH);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const { metafile } = await build({
    absWorkingDir: root,
    metafile: true,
    entryPoints: { editor: ENTRY },
    outdir: dir,
    bundle: true,
    format: 'esm',
    minify: true,
    write: true,
    publicPath: EDITOR_PATH,
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    logLevel: 'silent',
  });
  // Named by a hash of its bytes alone (esbuild's [hash] also depends on where the project is), so the same editor
  // has the same name in every checkout and a copy of it from the cache is the same build.
  const bytes = await readFile(join(dir, 'editor.js'));
  const name = `editor-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.js`;
  await rename(join(dir, 'editor.js'), join(dir, name));
  const others = (await readdir(dir)).filter((f) => f !== name);
  if (others.length) throw new Error(`the editor bundle wrote files it cannot name by content: ${others.join(', ')}`);
  const packages = await bundledPackages(root, Object.keys(metafile.inputs));
  const list = `${JSON.stringify(packages, null, 2)}\n`;
  await writeFile(join(outDir, EDITOR_PACKAGES), list);
  const file = `${EDITOR_PATH.slice(1)}${name}`;
  const sized = (path: string, content: Buffer | string) => ({
    file: path,
    bytes: Buffer.byteLength(content),
    gzip: gzipSync(content).length,
  });
  return {
    script: `/${file}`,
    packages: packages.length,
    files: [sized(file, bytes), sized(EDITOR_PACKAGES.slice(1), list)],
  };
}

/**
 * What the previews draw the pages with, from the validated content: the facts, menus and page copy as written, and
 * for each record of content/pages/ the first route that shows it (found by the record itself, which routes.ts hands
 * its page as `copy`), so a new page kind is previewed without a list here.
 */
export function previewData(
  content: Content,
  routes: readonly Route[] = buildRoutes(content),
  year: number = new Date().getFullYear(),
): PreviewData {
  const copy: PreviewData['copy'] = {};
  const samples: PreviewData['samples'] = {};
  for (const [key, { file, record, value }] of Object.entries(content.written.pages)) {
    copy[key] = { file: pageFileName(file), ...(record ? { record } : {}), value };
    const shown = content.pages[key as keyof typeof content.pages];
    const route = routes.find((r) => (r.props as { copy?: unknown }).copy === shown);
    if (!route) continue;
    const props: Record<string, unknown> = { ...route.props };
    delete props.copy;
    samples[key] = { page: route.page, path: route.path, crumbs: route.breadcrumbs, props };
  }
  return {
    year,
    // The names content/site.yaml gives (src/content/fill.ts), each with its value in the content.
    names: Object.keys(content.values),
    // All but the technical group, which the previews do not show (SITE_URL replaces its origin in the build).
    site: withoutTechnical(content.written.site),
    navigation: content.written.navigation,
    copy,
    samples,
    services: content.services.map(({ slug, title, shortDescription, icon }) => ({
      slug,
      title,
      shortDescription,
      icon,
    })),
    references: content.references,
  };
}

/** content/site.yaml as written, without its technical group. */
function withoutTechnical(site: unknown): unknown {
  if (!site || typeof site !== 'object') return site;
  const business: Record<string, unknown> = { ...site };
  delete business.technical;
  return business;
}

/** What the editor's page is made of. */
export interface EditorPageParts {
  config: EditorConfig;
  /** The previews' data; none while the content does not validate (npm run admin), and Decap's own previews show. */
  preview: PreviewData | undefined;
  /** The editor's script, by its URL. */
  script: string;
  /** Where it saves, which its policy allows. */
  backend: EditorBackend;
  /**
   * npm run admin's only: the build's errors as they stand (none when it builds), and the dev server's event stream
   * that tells of each later build (src/client/editor/build-errors.ts).
   */
  build?: { errors: string | undefined; events: string };
}

/**
 * The editor's page: no index, nothing but the configuration, the previews' data and the editor's script. It carries
 * its policy (for the backend) in a meta tag too, so that a host without headers still enforces it.
 */
export function editorPage({ config, preview, script, backend, build }: EditorPageParts): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeXml(editorPolicy(backend, 'meta'))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="application/json" id="editor-config">${scriptJson(config)}</script>
${preview ? `<script type="application/json" id="${PREVIEW_DATA_ID}">${scriptJson(preview)}</script>\n` : ''}${
    build
      ? `<script type="application/json" id="${BUILD_ERRORS_ID}" ${BUILD_EVENTS_ATTRIBUTE}="${escapeXml(build.events)}">${scriptJson(build.errors ?? null)}</script>\n`
      : ''
  }<script type="module" src="${script}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * The editor's Content-Security-Policy, which the pages' never reaches (src/steps/hosting.ts). Decap CMS needs more
 * than a page: it compiles its configuration's checks into functions ('unsafe-eval'), writes its styles into the page
 * as it runs ('unsafe-inline'), shows pictures being uploaded from memory (blob:, data:) and saves through the
 * backend's API (`connect`: GitHub's, or decap-server on this machine). Nothing else: no other script origin.
 */
export function editorPolicy(backend: EditorBackend, delivery: 'header' | 'meta' = 'header'): string {
  const github = !('local' in backend);
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${github ? ' https://avatars.githubusercontent.com' : ''}`,
    // blob:, also: a picture being uploaded is read back from memory.
    `connect-src 'self' blob: ${github ? 'https://api.github.com' : new URL(backend.local).origin}`,
    "font-src 'self' data:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    // Browsers ignore frame-ancestors in a meta tag, and say so; X-Frame-Options does its work there.
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** What the build wrote for the editor: its files with their sizes, apart from the pages' budgets. */
export interface EditorFiles {
  files: { file: string; bytes: number; gzip: number }[];
  /** Its Content-Security-Policy, for the host files. */
  policy: string;
}

/**
 * Writes the editor into `outDir`/admin/: the bundle (kept in `cache` under a hash of src/ and the lock file, so an
 * unchanged editor is copied, not bundled again), its page with the configuration for the repository in
 * content/site.yaml, and the whole stylesheet for its previews. Undefined when site.yaml names no repository.
 */
export async function writeEditor(
  root: string,
  outDir: string,
  content: Content,
  routes: readonly Route[],
  css: string,
  cache: BuildCache,
): Promise<EditorFiles | undefined> {
  const settings = content.site.editor;
  if (!settings) return undefined;
  const key = cache.key(['src', 'package-lock.json']);
  const hit = await cache.find('editor', key);
  let bundle: EditorBundle;
  if (hit) {
    await cp(join(hit, 'admin'), join(outDir, 'admin'), { recursive: true });
    bundle = JSON.parse(await readFile(join(hit, 'bundle.json'), 'utf8')) as EditorBundle;
  } else {
    bundle = await bundleEditor(root, outDir);
    await cache.save('editor', key, async (dir) => {
      await cp(join(outDir, 'admin'), join(dir, 'admin'), { recursive: true });
      await writeFile(join(dir, 'bundle.json'), JSON.stringify(bundle));
    });
  }
  const backend = { repo: settings.repo, branch: settings.branch, signIn: settings.signIn };
  const options = {
    origin: content.site.origin,
    categories: categoriesOf(content.articles).map((c) => c.name),
    services: content.services.map(({ title, slug }) => ({ title, slug })),
    backend,
  };
  // Kept too: made from the schemas through zod, which a build that changed nothing never loads.
  const configKey = cache.key(['src', 'package-lock.json'], options);
  const saved = await cache.find('editor-config', configKey);
  let config: EditorConfig;
  if (saved) config = JSON.parse(await readFile(join(saved, 'config.json'), 'utf8')) as EditorConfig;
  else {
    config = (await import('./editor-config')).editorConfig(options);
    await cache.save('editor-config', configKey, (dir) => writeFile(join(dir, 'config.json'), JSON.stringify(config)));
  }
  const page = editorPage({ config, preview: previewData(content, routes), script: bundle.script, backend });
  await Promise.all([
    writeFile(join(outDir, EDITOR_PATH, 'index.html'), page),
    writeFile(join(outDir, PREVIEW_STYLESHEET), css),
  ]);
  const pages = [
    { file: `${EDITOR_PATH.slice(1)}index.html`, text: page },
    { file: PREVIEW_STYLESHEET.slice(1), text: css },
  ].map(({ file, text }) => ({ file, bytes: Buffer.byteLength(text), gzip: gzipSync(text).length }));
  return { files: [...bundle.files, ...pages], policy: editorPolicy(backend) };
}

/** The editor's size as a browser loads it: its page, script and stylesheet, gzipped (not the list of its packages). */
export const editorBytes = (editor: EditorFiles) =>
  editor.files.filter((f) => `/${f.file}` !== EDITOR_PACKAGES).reduce((sum, f) => sum + f.gzip, 0);
