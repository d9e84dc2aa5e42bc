// `npm run admin`: the editor on this machine. Starts the editor's local backend (editor-backend.ts: decap-server's
// file-system middleware, which reads and writes the files of content/ directly, answering the editor's page only)
// and the dev server with the editor at /admin/, both on 127.0.0.1 only. Saving in the editor writes the file; the
// dev server sees the save and reloads the open pages, as for an edit by hand.
import { pathToFileURL } from 'node:url';
import { formatMs } from '../steps/report/log';
import { startDev, type DevServer } from './dev';
import { startEditorBackend } from './editor-backend';

export interface Admin {
  /** The dev server, with the editor at `${dev.url}/admin/`. */
  dev: DevServer;
  /** The local backend's API, which the editor saves through. */
  backend: string;
  close(): Promise<void>;
}

/** The origins a page of the dev server has, as a browser names them (no port for 80). */
function originsOf(dev: DevServer): string[] {
  const address = dev.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return ['localhost', '127.0.0.1'].map((name) => new URL(`http://${name}:${port}`).origin);
}

/** `port`, `backendPort`: 0 for any free port. */
export async function startAdmin(
  options: { root?: string; port?: number; backendPort?: number; quiet?: boolean } = {},
): Promise<Admin> {
  const { root = process.cwd(), port = 5173, backendPort = 8081, quiet = false } = options;
  // The backend first, so a taken port fails at once; it answers no page until the dev server's port is known.
  let editorOrigins: readonly string[] = [];
  const backend = await startEditorBackend({ root, port: backendPort, quiet, origins: () => editorOrigins });
  try {
    const dev = await startDev({ root, port, quiet, editor: { local: backend.url } });
    editorOrigins = originsOf(dev);
    return {
      dev,
      backend: backend.url,
      async close() {
        await dev.close();
        await backend.close();
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  // PORT for the pages, EDITOR_BACKEND_PORT for the backend they save through: either may be taken by another program.
  const admin = await startAdmin({
    port: Number(process.env.PORT ?? 5173),
    backendPort: Number(process.env.EDITOR_BACKEND_PORT ?? 8081),
  });
  console.log(`\n  Editor at ${admin.dev.url}/admin/ (ready in ${formatMs(performance.now() - started)})`);
  console.log(
    `  It saves into content/ through the local backend at ${admin.backend}; the site at ${admin.dev.url}/ reloads.`,
  );
  console.log('  Only this machine can open either, and the backend answers only the editor. Ctrl+C to stop.\n');
  const stop = () => void admin.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
