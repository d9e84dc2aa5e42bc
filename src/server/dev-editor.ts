// The editor at /admin/ on the dev server (`npm run admin`): bundled once, on the first request for it, into the dev
// server's work folder, whose files the dev handler already serves; the page itself is made on each request from
// the content as it is now, so a new article category is in the editor's list after a reload.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Content } from '../content/load';
import { categoriesOf } from '../lib/blog';
import { PREVIEW_STYLESHEET } from '../lib/editor-preview';
import { bundleEditor, EDITOR_PATH, editorPage, editorPolicy, previewData } from '../steps/editor';
import { type EditorBackend, editorConfig } from '../steps/editor-config';

/** Answers /admin/ (true when it did); every other request is left to the dev handler. */
export function editorHandler(
  root: string,
  work: string,
  content: () => Content | undefined,
  css: () => string,
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
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }).end(css());
      return true;
    }
    if (path !== EDITOR_PATH && path !== `${EDITOR_PATH}index.html`) return false;
    bundle ??= bundleEditor(root, work);
    bundle.then(
      ({ script }) => {
        const site = content();
        if (!site) {
          res
            .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end('The content has an error: see the terminal.');
          return;
        }
        const config = editorConfig({
          origin: site.site.origin,
          categories: categoriesOf(site.articles).map((c) => c.name),
          backend,
        });
        // The policy the built editor is sent (src/steps/hosting.ts), for this backend: what works here works there.
        res
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            'Content-Security-Policy': editorPolicy(backend),
          })
          .end(editorPage(config, previewData(site), script, backend));
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
