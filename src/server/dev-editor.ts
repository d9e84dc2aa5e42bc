// The editor at /admin/ on the dev server (`npm run admin`): bundled once, on the first request for it, into the dev
// server's work folder, whose files the dev handler already serves; the page itself is made on each request from
// the content as it is now, so a new article category is in the editor's list after a reload. Content that does not
// validate never locks the owner out: the editor opens with the build's errors listed, so the entry can be fixed in
// it, and its previews come back once the content builds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readContent } from '../content/content-files';
import { writtenCategories } from '../content/articles';
import type { Content } from '../content/load';
import { slugOf } from '../content/errors';
import { isRecord } from '../lib/is-record';
import { categoriesOf } from '../lib/blog';
import { PREVIEW_STYLESHEET } from '../lib/editor-preview';
import { bundleEditor, EDITOR_PATH, editorPage, editorPolicy, previewData } from '../steps/editor';
import { type EditorBackend, editorConfig } from '../steps/editor-config';
import { DEV_CLIENT } from './dev-client';

/** The dev server's state as the editor needs it: the last content that validated, and the build's error now. */
export interface EditorSource {
  content(): Content | undefined;
  error(): string | undefined;
  css(): string;
}

/** The site's address and the articles' categories, from valid content or, failing that, from the files as written. */
function settingsOf(
  root: string,
  content: Content | undefined,
): { origin: string; categories: string[]; services: { title: string; slug: string }[] } {
  if (content)
    return {
      origin: content.site.origin,
      categories: categoriesOf(content.articles).map((c) => c.name),
      services: content.services.map(({ title, slug }) => ({ title, slug })),
    };
  const raw = readContent(root);
  const origin = (raw.site as { technical?: { origin?: unknown } } | undefined)?.technical?.origin;
  return {
    // Only the editor's "view live" links use it.
    origin: typeof origin === 'string' && URL.canParse(origin) ? origin : 'http://localhost',
    categories: writtenCategories(raw.articles),
    // As written: the content may not build yet, and a service without its title yet is offered by its file name.
    services: raw.services.map((row) => {
      const slug = slugOf(row);
      const title = isRecord(row) && typeof row.title === 'string' ? row.title : slug;
      return { title, slug };
    }),
  };
}

/** Answers /admin/ (true when it did); every other request is left to the dev handler. */
export function editorHandler(
  root: string,
  work: string,
  source: EditorSource,
  backend: EditorBackend,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  let bundle: ReturnType<typeof bundleEditor> | undefined;
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/admin') {
      res.writeHead(308, { Location: EDITOR_PATH }).end();
      return true;
    }
    if (path === PREVIEW_STYLESHEET) {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }).end(source.css());
      return true;
    }
    if (path !== EDITOR_PATH && path !== `${EDITOR_PATH}index.html`) return false;
    bundle ??= bundleEditor(root, work);
    bundle.then(
      ({ script }) => {
        // The last content that validated draws the previews; the error, if the content on disk fails now, is listed.
        const content = source.content();
        const error = source.error();
        const config = editorConfig({ ...settingsOf(root, content), backend });
        const build = { errors: error, events: DEV_CLIENT.eventsPath };
        const preview = content && previewData(content);
        // The policy the built editor is sent (src/steps/hosting.ts), for this backend: what works here works there.
        res
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            'Content-Security-Policy': editorPolicy(backend),
          })
          .end(editorPage({ config, preview, script, backend, build }));
      },
      (error: unknown) => {
        bundle = undefined;
        res
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`The editor did not bundle: ${String(error)}`);
      },
    );
    return true;
  };
}
