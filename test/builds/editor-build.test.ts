// The editor in the build: content/site.yaml's editor group puts it in dist/admin/, and nothing else the build
// writes changes with it but the editor's own header rule; its size is reported apart from the pages' budgets.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { BUILD_ERRORS_ID, EDITOR_PATH, PREVIEW_DATA_ID } from '../../src/lib/editor-preview';
import { parseHeadersFile } from '../../src/server/host-rules';
import { fileHashes } from '../helpers/file-hashes';

interface Built {
  files: Map<string, string>;
  headers: string;
  report: { pages: { path: string }[]; editor?: { files: { file: string; bytes: number; gzip: number }[] } };
}

/** Every file of the copy's dist/ with a hash of its bytes, its _headers and its build report. */
async function built(root: string): Promise<Built> {
  const dist = join(root, 'dist');
  const files = await fileHashes(dist);
  return {
    files,
    headers: await readFile(join(dist, '_headers'), 'utf8'),
    report: JSON.parse(await readFile(join(root, 'build-report.json'), 'utf8')) as Built['report'],
  };
}

describe('the editor in the build', { timeout: 120_000 }, () => {
  let copy: ProjectCopy;
  let withEditor: Built;
  let without: Built;
  let editorPage: string;
  const admin = EDITOR_PATH.slice(1);
  before(async () => {
    copy = copyProject();
    copy.editYaml('content/site.yaml', (doc) =>
      doc.setIn(['technical', 'editor'], { repo: 'owner/site', branch: 'main', signIn: 'cloudflare' }),
    );
    await copy.build();
    withEditor = await built(copy.root);
    editorPage = copy.read(`dist/${EDITOR_PATH}index.html`);
    copy.editYaml('content/site.yaml', (doc) => doc.deleteIn(['technical', 'editor']));
    await copy.build();
    without = await built(copy.root);
  });
  after(() => copy?.remove());

  it('writes the editor into its own folder, and leaves every other file byte for byte as it was', () => {
    const own = [...withEditor.files.keys()].filter((f) => f.startsWith(admin));
    assert.ok(own.includes(`${admin}index.html`));
    assert.ok(
      own.some((f) => f.endsWith('.js')),
      'its script',
    );
    assert.ok(![...without.files.keys()].some((f) => f.startsWith(admin)), 'no editor without the group');
    const others = [...withEditor.files.keys()].filter((f) => !f.startsWith(admin) && f !== '_headers');
    assert.deepEqual(
      others,
      [...without.files.keys()].filter((f) => f !== '_headers'),
    );
    for (const file of others) assert.equal(withEditor.files.get(file), without.files.get(file), file);
  });

  it('is linked from no page and named in no sitemap or feed; the speculation rules leave it out', async () => {
    const dist = join(copy.root, 'dist');
    const texts = await fg(['**/*.html', 'sitemap.xml', 'blog/feed.xml', 'assets/speculation-rules.*.json'], {
      cwd: dist,
      ignore: [`${admin}**`],
    });
    assert.ok(texts.length > 10);
    for (const file of texts) {
      const text = await readFile(join(dist, file), 'utf8');
      if (file.endsWith('.json')) {
        const rules = JSON.parse(text) as Record<string, { where: { and: unknown[] } }[]>;
        for (const rule of Object.values(rules).flat())
          assert.deepEqual(
            rule.where.and.filter((w) => JSON.stringify(w).includes(EDITOR_PATH)),
            [{ not: { href_matches: `${EDITOR_PATH}*` } }],
          );
      }
      const named = file.endsWith('.json') ? text.replace(`"${EDITOR_PATH}*"`, '') : text;
      assert.doesNotMatch(named, new RegExp(`${EDITOR_PATH}(?!\\*)`), file);
    }
  });

  it("adds one header rule, the editor's, and changes no other", () => {
    const rules = parseHeadersFile(withEditor.headers);
    const editor = rules.filter((r) => r.path.startsWith(EDITOR_PATH));
    assert.deepEqual(
      editor.map((r) => r.path),
      [`${EDITOR_PATH}*`],
    );
    assert.deepEqual(
      rules.filter((r) => !editor.includes(r)),
      parseHeadersFile(without.headers),
    );
  });

  it("names the repository and sign-in of content/site.yaml in the editor's configuration", () => {
    const json = /<script type="application\/json" id="editor-config">([\s\S]*?)<\/script>/.exec(editorPage)?.[1];
    const config = JSON.parse(json ?? '{}') as { backend?: Record<string, string>; publish_mode?: string };
    assert.deepEqual(config.backend, {
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
      auth_endpoint: 'oauth/auth',
    });
    assert.equal(config.publish_mode, 'editorial_workflow');
    assert.match(editorPage, /<meta name="robots" content="noindex, nofollow">/);
    // The note of the build's errors and its event stream belong to npm run admin alone.
    assert.ok(!editorPage.includes(`id="${BUILD_ERRORS_ID}"`), 'the built editor lists no build errors');
    assert.ok(editorPage.includes(`id="${PREVIEW_DATA_ID}"`), 'the built editor draws its previews');
  });

  it("reports the editor's files and sizes apart from the pages", () => {
    const files = withEditor.report.editor?.files ?? [];
    assert.ok(files.some((f) => f.file.endsWith('.js') && f.gzip > 0 && f.gzip < f.bytes));
    assert.deepEqual(
      files.map((f) => f.file).sort(),
      [...withEditor.files.keys()].filter((f) => f.startsWith(admin)),
    );
    assert.equal(without.report.editor, undefined);
    assert.deepEqual(
      withEditor.report.pages.map((p) => p.path),
      without.report.pages.map((p) => p.path),
      'the editor is no page',
    );
  });
});
