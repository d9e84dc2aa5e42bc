// The preview server behind `npm start` and the browser tests: serve-handler (the library inside `serve`) over
// dist/, with the headers read from dist/_headers, so local preview sends exactly what Netlify and Cloudflare will.
// Missing paths get dist/404.html with status 404, as on those hosts; text is gzip-compressed as hosts do.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { parseHeadersFile, serveHandlerHeaders } from './host-rules';

export interface Preview {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startPreview({ dir = 'dist', port = 4173, host = '127.0.0.1' } = {}): Promise<Preview> {
  const root = resolve(dir);
  const headersText = await readFile(join(root, '_headers'), 'utf8').catch(() => {
    throw new Error(`No ${join(dir, '_headers')}: build the site first (npm run build).`);
  });
  const config = {
    public: root,
    cleanUrls: true,
    trailingSlash: true,
    directoryListing: false,
    etag: true,
    headers: serveHandlerHeaders(parseHeadersFile(headersText)),
  };
  // Hosts compress text responses; so does the preview, so byte counts and Lighthouse see what visitors get.
  const compress = compression();
  const server = createServer((req, res) => {
    // compression is typed for Express; it only uses the Node request and response underneath.
    type Args = Parameters<typeof compress>;
    compress(req as Args[0], res as Args[1], () => void handler(req, res, config));
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    server,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  startPreview({ port }).then(
    (p) => console.log(`Serving dist/ at ${p.url}/ with the headers of dist/_headers (Ctrl+C to stop)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
