// `npm run build -- --watch` (src/steps/report/watch.ts, bin/build.mjs): after the first build, a save under
// content/ rebuilds dist/ in the same process; a broken save is reported, naming the file, and leaves dist/ as it was
// while the watch goes on; a saved code file starts the build again in a new process, which keeps watching; and
// stopping the command stops the process it started.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { articlePath } from '../../src/lib/paths';

const root = process.cwd();
const PROJECT = ['bin', 'build.ts', 'routes.ts', 'content', 'src', 'static', 'package.json', 'tsconfig.json'];
/** A guard against a hang, not a time the build must keep: the first build of a copy compiles and renders it all. */
const LINE_HANG_GUARD_MS = 240_000;

/** The lines a process prints, read as they come; `next` resolves with the first line from now that matches. */
function linesOf(child: ChildProcess) {
  const seen: string[] = [];
  const waiting: { match: RegExp; found: (line: string) => void }[] = [];
  let partial = '';
  const read = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      seen.push(line);
      const waiter = waiting.find((w) => w.match.test(line));
      if (waiter) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.found(line);
      }
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  return {
    seen,
    next(match: RegExp): Promise<string> {
      return new Promise((found, fail) => {
        const guard = setTimeout(
          () => fail(new Error(`no line matched ${match} within the guard; printed:\n${seen.join('\n')}`)),
          LINE_HANG_GUARD_MS,
        );
        waiting.push({ match, found: (line) => (clearTimeout(guard), found(line)) });
      });
    },
  };
}

describe('npm run build -- --watch', () => {
  let project: string;
  let watcher: ChildProcess;
  let lines: ReturnType<typeof linesOf>;
  let article: string;
  let page: string;
  let original: string;
  /** The process that builds, which the command started (Linux lists a process's children under /proc). */
  const buildPid = async () =>
    Number((await readFile(`/proc/${watcher.pid}/task/${watcher.pid}/children`, 'utf8')).trim().split(/\s+/)[0]);
  const pageText = () => readFile(join(project, 'dist', page, 'index.html'), 'utf8');
  /** The article with a word of its own at the start of its body. */
  const withWord = (word: string) => original.replace(/\n---\n/, `\n---\n\n${word}\n`);
  /** Saves the article with `word`, and returns the line of the build that follows once the page has the word. */
  async function saveWord(word: string): Promise<string> {
    const built = lines.next(/↻/);
    await writeFile(join(project, article), withWord(word));
    const line = await built;
    assert.match(await pageText(), new RegExp(word));
    return line;
  }

  before(async () => {
    project = await mkdtemp(join(tmpdir(), 'locksmith-watch-'));
    for (const entry of PROJECT) await cp(join(root, entry), join(project, entry), { recursive: true });
    await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
    const name = (await readdir(join(project, 'content/blog'))).find((file) => file.endsWith('.md'));
    assert.ok(name, 'content/blog/ has an article');
    article = `content/blog/${name}`;
    page = articlePath(name.replace(/\.md$/, ''));
    original = await readFile(join(project, article), 'utf8');
    watcher = spawn(process.execPath, ['bin/build.mjs', '--watch'], { cwd: project });
    lines = linesOf(watcher);
    await lines.next(/Watching .*Ctrl\+C to stop/);
  });
  after(async () => {
    if (watcher.exitCode === null) watcher.kill('SIGKILL');
    await rm(project, { recursive: true, force: true });
  });

  it('rebuilds after a save under content/, in the same process, and names the file', async () => {
    const before = await buildPid();
    assert.match(await saveWord('Watchword1'), new RegExp(`↻ ${article}: \\d+ pages, \\d+ rendered`));
    assert.equal(await buildPid(), before, 'the same process built again');
  });

  it('reports a broken save with the file, leaves dist/ as it was, and rebuilds once it is fixed', async () => {
    const failed = lines.next(/✗/);
    await writeFile(join(project, article), withWord('Watchword2').replace(/^title:/m, 'title: [unclosed'));
    assert.match(
      await failed,
      new RegExp(`✗ ${article}: Build failed in step "Load and validate content"; dist/ was left`),
    );
    assert.match(await pageText(), /Watchword1/);
    await saveWord('Watchword3');
  });

  it('starts again in a new process when code is saved, and that process keeps watching', async () => {
    const before = await buildPid();
    const restarted = lines.next(/routes\.ts is code: starting the build again/);
    const watching = lines.next(/Watching/);
    const routes = join(project, 'routes.ts');
    await writeFile(routes, `${await readFile(routes, 'utf8')}\n// A saved comment.\n`);
    await restarted;
    await watching;
    assert.notEqual(await buildPid(), before, 'a new process builds');
    await saveWord('Watchword4');
  });

  it('ends with the process it started when stopped', async () => {
    const build = await buildPid();
    assert.ok(build > 0, 'the watching build runs in a process of its own');
    const exited = new Promise((done) => watcher.once('exit', done));
    watcher.kill('SIGTERM');
    await exited;
    assert.throws(() => process.kill(build, 0), { code: 'ESRCH' }, 'the build process ended before the command');
  });
});
