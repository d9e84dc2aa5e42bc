// The CI a pull request runs on GitHub (docs/deploy.md#ci-on-github): `npm run check` validates every workflow, passes
// .github/workflows/ci.yml and fails a broken copy naming the file and the fault; the workflow runs on every pull
// request (the editor's cms/... branches included) and on pushes to the branch the host builds, reads the repository
// only, runs every command .ci/run runs, the README's test command among them, and installs .ci/run's packages.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { parse } from 'yaml';
import { BROWSER_TEST_FILES, browserShare } from './browser/support/share';

const root = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const WORKFLOW = '.github/workflows/ci.yml';
const workflowText = read(WORKFLOW);

type Filters = Partial<Record<'branches' | 'branches-ignore' | 'paths' | 'paths-ignore', string[]>>;
interface Workflow {
  on: Record<string, Filters | null>;
  permissions?: unknown;
  jobs: Record<
    string,
    {
      permissions?: unknown;
      'timeout-minutes'?: number;
      strategy?: { matrix?: Record<string, unknown[]> };
      env?: Record<string, string>;
      steps: { run?: string }[];
    }
  >;
}
const workflow = parse(workflowText) as Workflow;

/** A shell text's commands, one a line, with `\`-continued lines joined. */
const commandsOf = (text: string) =>
  text
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** Every command the workflow's steps run. */
const workflowCommands = Object.values(workflow.jobs).flatMap((job) =>
  job.steps.flatMap((step) => (step.run ? commandsOf(step.run) : [])),
);
/** The Debian packages an `apt-get install` among `commands` names. */
const aptPackages = (commands: string[]) =>
  commands
    .find((c) => c.includes('apt-get install'))
    ?.replace(/^.*apt-get install/, '')
    .split(/\s+/)
    .filter((word) => word && !word.startsWith('-')) ?? [];

/** .ci/run's commands, each as it would be typed: without the `step` that times it (and its `env`). */
const ciRun = commandsOf(read('.ci/run')).map((command) => command.replace(/^step (env )?/, ''));

/** The part of `npm run check` that validates the workflows, as package.json writes it. */
const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const validation = scripts.check?.split(' && ').find((part) => part.includes('.github/workflows/'));

/** Runs that validation in `folder`, as npm would: with the project's node_modules/.bin on PATH. */
function validate(folder: string): Promise<{ status: number | null; output: string }> {
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` };
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', validation ?? 'exit 2'], { cwd: folder, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, output }));
  });
}

describe('the CI workflow', () => {
  describe("npm run check's validation", () => {
    let temp: string;
    before(async () => {
      temp = await mkdtemp(join(tmpdir(), 'locksmith-workflow-'));
    });
    after(() => rm(temp, { recursive: true, force: true }));

    /** A project folder holding the real workflow and, beside it, `broken.yml`: the real one with `change` made. */
    async function withBrokenCopy(name: string, change: (text: string) => string): Promise<string> {
      const folder = join(temp, name, '.github/workflows');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'ci.yml'), workflowText);
      const broken = change(workflowText);
      assert.notEqual(broken, workflowText, `${name}: the change must change the workflow`);
      await writeFile(join(folder, 'broken.yml'), broken);
      return join(temp, name);
    }

    it('is part of npm run check and passes the workflow', async () => {
      assert.ok(validation, 'npm run check validates .github/workflows/');
      const { status, output } = await validate(root);
      assert.equal(status, 0, output);
    });

    it('fails a job without runs-on, naming the file and the job', async () => {
      const [job] = Object.keys(workflow.jobs);
      const folder = await withBrokenCopy('no-runs-on', (text) => text.replace(/^ +runs-on: .*\n/m, ''));
      const { status, output } = await validate(folder);
      assert.notEqual(status, 0, output);
      assert.match(output, /\.github\/workflows\/broken\.yml is not a valid workflow/);
      assert.ok(output.includes(`"path": "/jobs/${job}/runs-on"`), output);
      assert.match(output, /This property is required/);
    });

    it('fails a misspelt key, naming it', async () => {
      const folder = await withBrokenCopy('misspelt', (text) => text.replace('timeout-minutes:', 'timeout-minute:'));
      const { status, output } = await validate(folder);
      assert.notEqual(status, 0, output);
      assert.match(output, /\.github\/workflows\/broken\.yml is not a valid workflow/);
      assert.match(output, /Additional property 'timeout-minute' is not allowed/);
    });
  });

  it('runs on every pull request and on pushes to the branch the host builds', () => {
    const pullRequest = workflow.on.pull_request;
    assert.ok('pull_request' in workflow.on);
    // No filter: the editor's pull requests come from cms/... branches and may touch content/ only.
    assert.deepEqual(Object.keys(pullRequest ?? {}), []);
    const site = parse(read('content/site.yaml')) as { technical?: { editor?: { branch?: string } } };
    const branch = site.technical?.editor?.branch ?? 'main';
    assert.ok(workflow.on.push?.branches?.includes(branch), 'push: branches: [main]');
  });

  it('only reads the repository', () => {
    assert.deepEqual(workflow.permissions, { contents: 'read' });
    for (const [name, job] of Object.entries(workflow.jobs)) assert.equal(job.permissions, undefined, name);
  });

  it("runs every command .ci/run runs, the README's test command among them", () => {
    const testCommand = /^\| `(npm [^`]+)` \|[^\n]*`node:test`/m.exec(read('README.md'))?.[1];
    assert.ok(testCommand, "the README's table of commands names the one that runs the node:test suites");
    const script = testCommand.replace(/^npm (run )?/, '').split(' ')[0] ?? '';
    assert.ok(scripts[script], `package.json has the script ${testCommand} runs`);
    const npmCommands = ciRun.filter((command) => /^(\w+=\S* )*npm /.test(command));
    assert.ok(npmCommands.includes(testCommand), '.ci/run runs the README’s test command');
    assert.ok(npmCommands.length >= 5, `.ci/run's npm commands: ${npmCommands.join('; ')}`);
    for (const command of npmCommands) assert.ok(workflowCommands.includes(command), `the workflow runs ${command}`);
  });

  it('gives every job at most 15 minutes', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const minutes = job['timeout-minutes'];
      assert.ok(minutes !== undefined && minutes <= 15, `${name}: timeout-minutes ${minutes}`);
    }
  });

  it('runs every browser test file on exactly one of the browsers job’s machines', () => {
    const job = workflow.jobs.browsers;
    const shares = job?.strategy?.matrix?.share;
    const spec = /^\$\{\{ matrix\.share \}\}\/(\d+)$/.exec(job?.env?.TEST_SHARD ?? '');
    assert.ok(shares && spec, 'browsers: a matrix of shares, and TEST_SHARD set to "${{ matrix.share }}/n"');
    const count = Number(spec[1]);
    assert.deepEqual(
      shares,
      Array.from({ length: count }, (_, i) => i + 1),
      `the shares 1 to ${count}`,
    );
    const dealt = shares.flatMap((share) => browserShare(`${String(share)}/${count}`));
    const files = fg.sync(BROWSER_TEST_FILES, { cwd: root }).sort();
    assert.ok(files.length > count, `${files.length} browser test files`);
    assert.deepEqual([...dealt].sort(), files);
  });

  it('installs the Debian packages .ci/run installs', () => {
    const needed = aptPackages(ciRun);
    assert.ok(needed.includes('chromium'), `.ci/run installs ${needed.join(' ')}`);
    const installed = aptPackages(workflowCommands);
    assert.deepEqual(
      needed.filter((name) => !installed.includes(name)),
      [],
    );
  });
});
