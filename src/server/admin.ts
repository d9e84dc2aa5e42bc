// `npm run admin`: the editor on this machine. Starts decap-server (Decap CMS's local backend, which reads and writes
// the files of content/ directly) and the dev server with the editor at /admin/, both on 127.0.0.1 only. Saving in
// the editor writes the file; the dev server sees the save and reloads the open pages, as for an edit by hand.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { formatMs } from '../steps/report/log';
import { startDev, type DevServer } from './dev';

export interface Admin {
  /** The dev server, with the editor at `${dev.url}/admin/`. */
  dev: DevServer;
  /** decap-server's API, which the editor saves through. */
  backend: string;
  close(): Promise<void>;
}

/** decap-server's answer to its `info` action, or undefined when nothing answers. */
async function info(url: string): Promise<Response | undefined> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  }).catch(() => undefined);
  return answer?.ok ? answer : undefined;
}

/** Waits until decap-server answers its `info` action, or fails after `ms`. */
async function ready(url: string, child: ChildProcess, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit code ${child.exitCode})`);
    if (await info(url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`decap-server did not answer at ${url} within ${ms / 1000} s`);
}

export async function startAdmin(
  options: { root?: string; port?: number; backendPort?: number; quiet?: boolean } = {},
): Promise<Admin> {
  const { root = process.cwd(), port = 5173, backendPort = 8081, quiet = false } = options;
  const backend = `http://127.0.0.1:${backendPort}/api/v1`;
  // Another decap-server on the port would answer for another folder: saves would go there.
  if (await info(backend))
    throw new Error(`port ${backendPort} already has a decap-server (another npm run admin?); stop it or pick another`);
  const server = createRequire(import.meta.url).resolve('decap-server');
  // BIND_HOST keeps it off the network (it listens on every interface without it); fs mode writes the files.
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(backendPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: 'warn',
    },
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
  });
  try {
    await ready(backend, child);
    const dev = await startDev({ root, port, quiet, editor: { local: backend } });
    return {
      dev,
      backend,
      async close() {
        await dev.close();
        child.kill();
      },
    };
  } catch (error) {
    child.kill();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const admin = await startAdmin({ port: Number(process.env.PORT ?? 5173) });
  console.log(`\n  Editor at ${admin.dev.url}/admin/ (ready in ${formatMs(performance.now() - started)})`);
  console.log(
    `  It saves into content/ through decap-server at ${admin.backend}; the site at ${admin.dev.url}/ reloads.`,
  );
  console.log('  Only this machine can open either. Ctrl+C to stop.\n');
  const stop = () => void admin.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
