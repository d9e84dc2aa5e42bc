// The editor step: bundles the editor (src/client/editor/main.ts, Decap CMS with its React) with esbuild and writes
// its page, /admin/index.html, with the configuration made from the schemas (src/steps/editor-config.ts) inline as
// JSON. The editor is apart from the pages: none of it reaches a visitor's page or the pages' budgets.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import type { Content } from '../content/load';
import { siteValues } from '../content/fill';
import { buildChrome } from '../lib/chrome';
import { PREVIEW_DATA_ID, type PreviewData } from '../lib/editor-preview';
import { scriptJson } from '../lib/json-ld';
import type { EditorConfig } from './editor-config';

export const EDITOR_PATH = '/admin/';
const ENTRY = 'src/client/editor/main.ts';

export interface EditorBundle {
  /** The editor's script, by its URL under /admin/ (its name carries a hash of its contents). */
  script: string;
  /** Every file written, relative to the output folder, with its size in bytes. */
  files: { file: string; bytes: number }[];
}

/** Bundles the editor into `outDir`/admin/: one module with its chunks and the `.wasm` files Decap loads. */
export async function bundleEditor(root: string, outDir: string): Promise<EditorBundle> {
  const { build } = (await import('esbuild')) as typeof esbuild;
  const dir = join(outDir, 'admin');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { editor: ENTRY },
    outdir: dir,
    bundle: true,
    format: 'esm',
    minify: true,
    write: true,
    metafile: true,
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.wasm': 'file' },
    publicPath: EDITOR_PATH,
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    logLevel: 'silent',
  });
  const outputs = Object.entries(result.metafile.outputs).map(([file, meta]) => ({
    file: file.replace(/^.*?admin\//, 'admin/'),
    bytes: meta.bytes,
  }));
  const script = outputs.find((o) => /^admin\/editor-[^/]+\.js$/.test(o.file));
  if (!script) throw new Error(`the editor bundle has no script among ${(await readdir(dir)).join(', ')}`);
  return { script: `/${script.file}`, files: outputs };
}

/** What the previews draw the pages with, from the validated content. */
export function previewData(content: Content, year: number = new Date().getFullYear()): PreviewData {
  const { pages } = content;
  return {
    values: siteValues(content.site, year),
    chrome: buildChrome(content.site, content.navigation, content.services, year),
    copy: {
      servicePage: pages.servicePage,
      productPage: pages.productPage,
      areaPage: pages.areaPage,
      articlePage: pages.articlePage,
    },
    services: content.services.map(({ slug, title, shortDescription, icon }) => ({
      slug,
      title,
      shortDescription,
      icon,
    })),
  };
}

/** The editor's page: no index, nothing but the configuration, the previews' data and the editor's script. */
export function editorPage(config: EditorConfig, preview: PreviewData, script: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="application/json" id="editor-config">${scriptJson(config)}</script>
<script type="application/json" id="${PREVIEW_DATA_ID}">${scriptJson(preview)}</script>
<script type="module" src="${script}"></script>
</head>
<body></body>
</html>
`;
}
