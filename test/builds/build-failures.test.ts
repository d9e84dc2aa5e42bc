// docs/architecture.md#targets: a throwing component, a broken link or invalid content fails the build with a message
// naming the route, link or field, and leaves the previous dist/ exactly as it was.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { build } from '../../build';
import { StepError } from '../../src/steps/report/log';
import { buildSite } from '../helpers/shared-build';
import { setYaml } from '../helpers/set-yaml';

const root = process.cwd();
const PROJECT = ['bin', 'build.ts', 'routes.ts', 'content', 'src', 'static', 'package.json', 'tsconfig.json'];

/** `npm run build -- --quiet` in a project folder, as its own Node process: the command an owner runs. */
function runBuild(cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['bin/build.mjs', '--quiet'], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

/** A fingerprint of every file in dist/: its path and a hash of its bytes. */
async function fingerprint(dir: string): Promise<string> {
  const files = (await fg('**/*', { cwd: dir })).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(join(dir, file)));
  return hash.digest('hex');
}

// Each case builds its own copy of the project, so the cases run at once.
describe('a failing build', { concurrency: true }, () => {
  let goodDir: string;
  let goodDist: string;
  const projects: string[] = [];

  before(async () => {
    goodDir = (await buildSite()).outDir;
    goodDist = await fingerprint(goodDir);
  });
  after(() => Promise.all(projects.map((p) => rm(p, { recursive: true, force: true }))));

  /** A copy of the project with a good build in its dist/ and each file named changed. */
  async function projectWith(changes: Record<string, (source: string) => string>) {
    const project = await mkdtemp(join(tmpdir(), 'locksmith-project-'));
    projects.push(project);
    for (const entry of PROJECT) await cp(join(root, entry), join(project, entry), { recursive: true });
    await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
    await cp(goodDir, join(project, 'dist'), { recursive: true });
    for (const [file, change] of Object.entries(changes)) {
      const path = join(project, file);
      const original = await readFile(path, 'utf8');
      const changed = change(original);
      assert.notEqual(changed, original, `the change to ${file} must apply`);
      await writeFile(path, changed);
    }
    return project;
  }

  /** Builds a copy whose content (not code) is changed in this process, as `build()`: the error it rejects with. */
  async function buildError(project: string): Promise<StepError> {
    const error = await build({ root: project, outDir: join(project, 'dist'), quiet: true }).then(
      () => assert.fail('the build succeeded'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof StepError, String(error));
    return error;
  }

  async function assertDistUntouched(project: string) {
    assert.equal(await fingerprint(join(project, 'dist')), goodDist, 'dist/ changed');
    const leftovers = (await readdir(project)).filter((name) => name.startsWith('.dist'));
    assert.deepEqual(leftovers, [], 'the staging folder is removed');
  }

  // A changed component needs a process of its own, which also shows what the command prints and its exit code.
  it('fails naming the route when a component throws, keeps the old dist/, and builds the mended code as build() does', async () => {
    const project = await projectWith({
      'src/pages/AboutPage.tsx': (s) =>
        s.replace(
          'export function AboutPage({ copy }: AboutPageProps) {',
          "$&\n  throw new Error('about page exploded');",
        ),
    });
    const result = await runBuild(project);
    assert.equal(result.code, 1);
    assert.match(result.output, /Build failed in step "Render and write"; dist\/ was left as it was\./);
    assert.match(result.output, /Rendering \/about\/ \(page "about"\) failed: about page exploded/);
    await assertDistUntouched(project);
    // The command runs the build compiled (bin/build.mjs): the mended file is compiled again, not the one kept.
    await writeFile(join(project, 'src/pages/AboutPage.tsx'), await readFile(join(root, 'src/pages/AboutPage.tsx')));
    const mended = await runBuild(project);
    assert.equal(mended.code, 0, mended.output);
    // Byte for byte what build() makes of the same project in this process, under tsx.
    const inProcess = join(project, 'dist-in-process');
    await build({ root: project, outDir: inProcess, quiet: true });
    assert.equal(await fingerprint(join(project, 'dist')), await fingerprint(inProcess), 'the compiled build differs');
  });

  it('fails naming the file and line of code that does not compile, and keeps the old dist/', async () => {
    const project = await projectWith({ 'src/lib/paths.ts': (s) => `${s}\nexport const unfinished = ;\n` });
    const lines = (await readFile(join(project, 'src/lib/paths.ts'), 'utf8')).split('\n').length - 1;
    const result = await runBuild(project);
    assert.equal(result.code, 1);
    assert.match(result.output, /Build failed: its code does not compile; dist\/ was left as it was\./);
    assert.match(result.output, new RegExp(`src/lib/paths\\.ts:${lines}: Unexpected ";"`));
    await assertDistUntouched(project);
  });

  // One build with both faults: the link check reports every broken target at once. Neither link names a record
  // (a service, area, …), which the content rules would catch first: only the built pages show them broken.
  it('fails naming the page and the target of a broken link or a missing #fragment, and keeps the old dist/', async () => {
    const project = await projectWith({
      // The footer, on every page.
      'content/navigation.yaml': (s) => setYaml(s, ['footer', 'quickLinks', 0, 'href'], '/no-such-page/').text,
      // A link of the home page only.
      'content/pages/home.yaml': (s) => setYaml(s, ['contact', 'links', 0, 'href'], '/#nowhere').text,
    });
    const error = await buildError(project);
    assert.equal(error.step, 'Link check');
    assert.match(error.message, /\/no-such-page\/ \(404\) linked from \/, \/404\.html, .* and \d+ more/);
    assert.match(error.message, /\/#nowhere \(no element with that id\) linked from \/$/m);
    await assertDistUntouched(project);
  });

  it("fails naming the file, line and field of invalid content, with the field's label in the editor, and keeps the old dist/", async () => {
    let line = 0;
    const project = await projectWith({
      'content/site.yaml': (s) => {
        const edit = setYaml(s, ['telephone'], '020 7946');
        line = edit.line;
        return edit.text;
      },
    });
    const error = await buildError(project);
    assert.ok(
      error.message.includes(`content/site.yaml:${line} › telephone (Telephone): expected a telephone number`),
      error.message,
    );
    assert.match(error.message, /found "020 7946"/);
    await assertDistUntouched(project);
  });
});
