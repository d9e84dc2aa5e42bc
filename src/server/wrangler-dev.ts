// Cloudflare's own runtime on this machine, for the built site (not code that runs on Cloudflare): `wrangler pages dev`
// runs workerd, the server of Cloudflare Workers, with the asset handling of Cloudflare Pages (its reading of _headers,
// _redirects and 404.html). It runs from a scratch folder, since it keeps state in .wrangler/ under the working
// directory (the quote requests' local D1 among it), with the project's Pages Functions (functions/: the editor's
// sign-in, the quote requests), the code they import and the project's wrangler.toml beside it, as Cloudflare Pages
// deploys them with the output.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const READY_WITHIN_MS = 60_000;
const wranglerPackage = createRequire(import.meta.url).resolve('wrangler/package.json');

export interface Cloudflare {
  url: string;
  close(): Promise<void>;
  /** Runs SQL on the local D1 (wrangler d1 execute --local) and gives the rows. */
  query<T>(sql: string): Promise<T[]>;
  /** Runs Node with `args` in the folder the runtime runs from (its wrangler.toml and local D1), and gives its output. */
  node(args: string[]): Promise<string>;
  /**
   * Starts the quote requests' clock (wrangler.clock.toml) on the same local D1, with these plain variables
   * (SITE_URL…) beside the bindings' secrets; `tick` runs its schedule once, as Cloudflare's cron would.
   */
  clock(vars: Record<string, string>): Promise<{ tick(): Promise<void>; close(): Promise<void> }>;
}

/** wrangler's CLI script, run with this Node rather than through node_modules/.bin. */
export const wranglerScript = join(dirname(wranglerPackage), 'bin', 'wrangler.js');

/** The workerd wrangler starts: the path of its binary, and the newest compatibility date it knows. */
export function workerd(): { default: string; compatibilityDate: string } {
  return createRequire(wranglerPackage)('workerd') as { default: string; compatibilityDate: string };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface CloudflareOptions {
  /**
   * The project's environment variables and secrets (GITHUB_CLIENT_ID, EMAIL_API_KEY…), written to the scratch
   * folder's .dev.vars, which wrangler reads: never on its command line, which anyone on the machine can read. In the
   * repository, .dev.vars is the developer's own (docs/deploy.md#quote-requests), so none may be given.
   */
  bindings?: Record<string, string>;
  /** Give the quote requests' database its tables (migrations/), as a deploy does; false leaves it without. */
  migrate?: boolean;
  /**
   * Run in the repository itself, with `dist/` and the local D1 that `npm run requests` lists (kept in .wrangler/
   * between runs), rather than in a scratch folder removed on close.
   */
  inRepository?: boolean;
  /** The port to listen on; a free one when not given. */
  port?: number;
}

/** Runs wrangler in `cwd`, to its end. */
const wrangler = (cwd: string, args: string[]) => node(cwd, [wranglerScript, ...args]);

/**
 * Starts Node with `args` in `cwd` as wrangler is run here (no metrics, its logs under `cwd`/.wrangler/, no colour
 * codes), collecting what it prints on both streams; `detached`: in a process group of its own.
 */
function start(cwd: string, args: string[], detached = false) {
  const child = spawn(process.execPath, args, {
    cwd,
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: join(cwd, '.wrangler', 'logs'),
      NO_COLOR: '1',
    },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return { child, printed: () => output };
}

/** Runs Node with `args` in `cwd`, to its end, and gives what it printed. */
function node(cwd: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const { child, printed } = start(cwd, args);
    child.once('exit', (code) => (code === 0 ? done(printed()) : fail(new Error(`${args.join(' ')}:\n${printed()}`))));
  });
}

/** The built site `dir` on Cloudflare's runtime, from a scratch folder laid out as the repository is. */
export async function startCloudflare(dir: string, options: CloudflareOptions = {}): Promise<Cloudflare> {
  const { bindings = {}, migrate = true, inRepository = false } = options;
  const config = await readFile(join(ROOT, 'wrangler.toml'), 'utf8');
  const scratch = inRepository ? ROOT : await mkdtemp(join(tmpdir(), 'locksmith-cloudflare-'));
  if (inRepository && Object.keys(bindings).length)
    throw new Error('In the repository, secrets are read from .dev.vars, not given (docs/deploy.md#quote-requests)');
  if (!inRepository) {
    for (const folder of ['functions', 'workers', 'migrations'])
      await cp(join(ROOT, folder), join(scratch, folder), { recursive: true });
    await cp(join(ROOT, CLOCK_CONFIG), join(scratch, CLOCK_CONFIG));
    await writeFile(
      join(scratch, '.dev.vars'),
      Object.entries(bindings)
        .map(([name, value]) => devVarsLine(name, value))
        .join(''),
      { mode: 0o600 },
    );
    // What the functions import, and the packages it imports, as they are in the repository.
    await symlink(join(ROOT, 'src'), join(scratch, 'src'));
    await symlink(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
    await writeFile(
      join(scratch, 'wrangler.toml'),
      config.replace(/^pages_build_output_dir = .*$/m, `pages_build_output_dir = ${JSON.stringify(resolve(dir))}`),
    );
  }
  if (migrate) await wrangler(scratch, ['d1', 'migrations', 'apply', databaseName(config), '--local']);
  const { port, server: pages } = await serveOnFreePort(
    scratch,
    // The runtime's own date rather than today's, which it would not know and would warn about.
    (port) => [
      'pages',
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--compatibility-date',
      workerd().compatibilityDate,
    ],
    options.port,
  ).catch(async (error: unknown) => {
    if (!inRepository) await rm(scratch, { recursive: true, force: true });
    throw error;
  });
  const url = `http://127.0.0.1:${port}`;
  async function close(): Promise<void> {
    await pages.close();
    if (!inRepository) await rm(scratch, { recursive: true, force: true });
  }
  return {
    url,
    close,
    query: async <T>(sql: string) => {
      const out = await wrangler(scratch, [
        'd1',
        'execute',
        databaseName(config),
        '--local',
        '--json',
        '--command',
        sql,
      ]);
      return ((JSON.parse(out) as { results: T[] }[])[0]?.results ?? []) as T[];
    },
    node: (args) => node(scratch, args),
    async clock(vars) {
      const { port: clockPort, server: worker } = await serveOnFreePort(scratch, (port) => {
        const args = ['dev', '--config', CLOCK_CONFIG, '--port', String(port), '--ip', '127.0.0.1'];
        args.push('--test-scheduled', '--compatibility-date', workerd().compatibilityDate);
        for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
        return args;
      });
      return {
        close: worker.close,
        async tick() {
          const answer = await fetch(`http://127.0.0.1:${clockPort}/__scheduled?cron=${encodeURIComponent(CRON)}`);
          if (!answer.ok) throw new Error(`the clock's run answered ${answer.status}: ${await answer.text()}`);
        },
      };
    },
  };
}

/**
 * One line of .dev.vars, in single quotes, which wrangler's reader (dotenv) takes as written: no escape can change the
 * value. A value with a quote or a line break cannot be written so, and is refused.
 */
export function devVarsLine(name: string, value: string): string {
  if (/['\r\n]/.test(value)) throw new Error(`${name}: .dev.vars cannot hold a value with a quote or a line break`);
  return `${name}='${value}'\n`;
}

/** The clock's configuration, and the schedule a test run asks for (any of its crons runs the same work). */
const CLOCK_CONFIG = 'wrangler.clock.toml';
const CRON = '*/10 * * * *';

/** How many free ports a start tries: another process may bind the one found before workerd does. */
const PORT_TRIES = 3;

/**
 * Serves `wrangler <argsAt(port)>` on a port found free (or on `fixed`, tried once). Between finding a port free and
 * workerd binding it, another process can take it (seen once in a CI run: "Address already in use" for the clock,
 * with the preview's runtime and hundreds of test connections beside it); a start refused so is made again on another.
 */
async function serveOnFreePort(
  cwd: string,
  argsAt: (port: number) => string[],
  fixed?: number,
): Promise<{ port: number; server: { close(): Promise<void> } }> {
  for (let attempt = 1; ; attempt++) {
    const port = fixed ?? (await freePort());
    try {
      return { port, server: await serve(cwd, port, argsAt(port)) };
    } catch (error) {
      const taken = String(error).includes('Address already in use');
      if (fixed !== undefined || !taken || attempt >= PORT_TRIES) throw error;
    }
  }
}

/**
 * Runs `wrangler <args>` in `cwd` as a server on `port` until it answers; closing it ends wrangler and the workerd it
 * started. Both share the state of `cwd`/.wrangler/ (its local D1).
 */
async function serve(cwd: string, port: number, args: string[]): Promise<{ close(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  args.push('--show-interactive-dev-session=false', '--log-level=warn');
  // Its own process group, so that closing it also ends the workerd it starts, and nothing else.
  const { child, printed } = start(cwd, [wranglerScript, ...args], true);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // The whole group, even once wrangler itself has exited, in case workerd outlived it.
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // A test run that ends abruptly must not leave the runtime listening.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  async function close(): Promise<void> {
    process.off('exit', onExit);
    killGroup('SIGTERM');
    const timeout = setTimeout(() => killGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(timeout);
  }

  const until = Date.now() + READY_WITHIN_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  const answers = () =>
    fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
  while (!(await answers())) {
    if (gone || Date.now() > until) {
      await close();
      throw new Error(
        `wrangler ${args[0] ?? ''} ${gone ? 'stopped' : `did not answer within ${READY_WITHIN_MS / 1000} s`}:\n${printed()}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { close };
}

/** The quote requests' database as wrangler.toml names it. */
function databaseName(config: string): string {
  const name = /^database_name = "([^"]+)"/m.exec(config)?.[1];
  if (!name) throw new Error('wrangler.toml names no D1 database');
  return name;
}
