// The editor's local backend (`npm run admin`, src/server/editor-backend.ts), on a copy of the project: it answers
// the editor's own page at its own address only, and reads and writes files under content/ only, so neither a web
// page (through DNS rebinding) nor another local web app can read .git/config or write .git/hooks/ or src/.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, symlinkSync, unlinkSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { copyProject, type ProjectCopy } from '../scripts/lib/project-copy';
import { type EditorBackend, isContentPath, startEditorBackend } from '../src/server/editor-backend';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A request as any client can make it, its Host and Origin included (fetch would set the Host itself). */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', fail);
    req.end(body);
  });
}

const OPTIONS = { collectionName: 'articles', commitMessage: 'Save', useWorkflow: false, status: 'draft' };
const RAW = '#!/bin/sh\necho written through the editor backend\n';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A picture (or any file) as the editor uploads it. */
const asset = (path: string) => ({ path, content: Buffer.from(RAW).toString('base64'), encoding: 'base64' });

/** decap's persistEntry, as the editor sends it, for one file. */
const persistEntry = (path: string, more: Record<string, unknown> = {}) => ({
  action: 'persistEntry',
  params: { branch: 'main', entry: { slug: 'x', path, raw: RAW }, assets: [], options: OPTIONS, ...more },
});

describe('the editor’s local backend (npm run admin)', { timeout: 120_000 }, () => {
  let copy: ProjectCopy;
  let backend: EditorBackend;
  /** The editor's page, as npm run admin's dev server serves it: at localhost and at 127.0.0.1 on one port. */
  const editor = 'http://localhost:5173';
  const SECRET = 'url = https://secret.example/never-served.git';
  const GIT_CONFIG = `[remote "origin"]\n\t${SECRET}\n`;

  /** A POST to the backend as the editor's page makes it, with `headers` changed. */
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    send(backend.url, 'POST', { 'Content-Type': 'application/json', Origin: editor, ...headers }, JSON.stringify(body));

  /** Every file of the copy (not its packages and caches) with a hash of its bytes. */
  const files = () =>
    new Map(
      fg.sync('**/*', { cwd: copy.root, dot: true, ignore: ['node_modules/**'] }).map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(copy.root, file)))
          .digest('hex'),
      ]),
    );

  /** Each request's status, and whether it changed a file or wrote beside the copy. */
  async function outcomes(requests: [string, unknown][]): Promise<string[]> {
    const seen: string[] = [];
    for (const [label, body] of requests) {
      const before = files();
      const answer = await post(body);
      const changed = !isDeepStrictEqual(before, files()) || existsSync(join(copy.root, '../outside'));
      const leaked = answer.text.includes(SECRET) || answer.text.includes(Buffer.from(GIT_CONFIG).toString('base64'));
      seen.push(`${label}: ${answer.status}${changed ? ', files changed' : ''}${leaked ? ', .git/config sent' : ''}`);
    }
    return seen;
  }

  before(async () => {
    copy = copyProject();
    mkdirSync(join(copy.root, '.git/hooks'), { recursive: true });
    copy.write('.git/config', GIT_CONFIG);
    // Only the copy has it: the backend reads the copy, not the folder the tests run in.
    copy.write('content/pages/about.yaml', `${copy.read('content/pages/about.yaml')}\n# Only in the test's copy.\n`);
    // The backend alone (npm run admin starts the dev server beside it; the browser suite tests the two together).
    const origins = [editor, editor.replace('localhost', '127.0.0.1')];
    backend = await startEditorBackend({ root: copy.root, port: 0, quiet: true, origins: () => origins });
  });
  after(async () => {
    await backend?.close();
    copy?.remove();
  });

  it('answers the editor’s page: its info, a content file, and the preflight before a save', async () => {
    const info = await post({ action: 'info' });
    assert.equal(info.status, 200, info.text);
    assert.equal((JSON.parse(info.text) as { type: string }).type, 'local_fs');
    assert.equal(info.headers['access-control-allow-origin'], editor);
    const entry = await post({ action: 'getEntry', params: { branch: 'main', path: 'content/pages/about.yaml' } });
    assert.equal(entry.status, 200, entry.text);
    assert.equal((JSON.parse(entry.text) as { data: string }).data, copy.read('content/pages/about.yaml'));
    // The same page and server by their other loopback names.
    const port = new URL(backend.url).port;
    const other = { Host: `localhost:${port}`, Origin: editor.replace('localhost', '127.0.0.1') };
    assert.equal((await post({ action: 'info' }, other)).status, 200);
    const preflight = await send(backend.url, 'OPTIONS', {
      Origin: editor,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], editor);
    assert.match(String(preflight.headers['access-control-allow-headers']), /content-type/i);
  });

  it('refuses a request for another host name (DNS rebinding), with a short JSON error', async () => {
    const port = new URL(backend.url).port;
    const hosts = ['rebind.example', `rebind.example:${port}`, `127.0.0.1:${Number(port) + 1}`];
    const seen: string[] = [];
    for (const host of hosts) {
      const answer = await post({ action: 'info' }, { Host: host });
      const json = /^application\/json/.test(String(answer.headers['content-type'])) && /"error":"/.test(answer.text);
      seen.push(`${host}: ${answer.status}${json ? '' : ', no JSON error'}`);
    }
    assert.deepEqual(
      seen,
      hosts.map((host) => `${host}: 403`),
    );
  });

  it('refuses any page but the editor’s, and a request from no page, before reading the body', async () => {
    const json = { 'Content-Type': 'application/json' };
    const ask = { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' };
    const cases: [string, string, Record<string, string>, string?][] = [
      ...['http://localhost:1', 'http://127.0.0.1:1', `https://${new URL(editor).host}`, 'null'].map(
        (origin): [string, string, Record<string, string>, string] => [
          origin,
          'POST',
          { ...json, Origin: origin },
          '{"action":"info"}',
        ],
      ),
      ['no Origin', 'POST', json, '{"action":"info"}'],
      ['not JSON, from another page', 'POST', { ...json, Origin: 'http://localhost:1' }, '{'],
      ['a preflight from another page', 'OPTIONS', { ...ask, Origin: 'http://localhost:1' }],
    ];
    const seen: string[] = [];
    for (const [label, method, headers, body] of cases) {
      const answer = await send(backend.url, method, headers, body);
      const allowed = answer.headers['access-control-allow-origin'];
      seen.push(`${label}: ${answer.status}${allowed ? `, allowed for ${String(allowed)}` : ''}`);
    }
    assert.deepEqual(
      seen,
      cases.map(([label]) => `${label}: 403`),
    );
  });

  it('writes and deletes nothing outside content/, by any name an action takes', async () => {
    // An absolute name, though inside the copy, is refused too: decap resolves it as it is.
    const outside = ['.git/hooks/x', 'src/lib/phone.ts', '../outside', 'content/../src/x', 'contents/x'];
    outside.push(join(copy.root, 'src/absolute'));
    const inside = 'content/blog/a-refused-save.md';
    const requests: [string, unknown][] = [
      ...outside.map((path): [string, unknown] => [
        `persistEntry ${path.replace(copy.root, '<copy>')}`,
        persistEntry(path),
      ]),
      [
        'persistEntry newPath',
        persistEntry(inside, { entry: { slug: 'x', path: inside, raw: RAW, newPath: 'src/moved' } }),
      ],
      [
        'persistEntry dataFiles',
        {
          ...persistEntry(inside),
          params: {
            ...persistEntry(inside).params,
            entry: undefined,
            dataFiles: [{ slug: 'x', path: 'src/data', raw: RAW }],
          },
        },
      ],
      ['persistEntry assets', persistEntry(inside, { assets: [asset('.git/hooks/pre-commit')] })],
      [
        'persistMedia',
        { action: 'persistMedia', params: { branch: 'main', asset: asset('src/x.png'), options: OPTIONS } },
      ],
      ['deleteFile', { action: 'deleteFile', params: { branch: 'main', path: 'src/lib/phone.ts', options: OPTIONS } }],
      [
        'deleteFiles',
        {
          action: 'deleteFiles',
          params: { branch: 'main', paths: ['content/site.yaml', 'routes.ts'], options: OPTIONS },
        },
      ],
    ];
    assert.deepEqual(
      await outcomes(requests),
      requests.map(([label]) => `${label}: 403`),
    );
  });

  it('reads nothing outside content/, and refuses the actions it does not use', async () => {
    const requests: [string, unknown][] = [
      ['getEntry', { action: 'getEntry', params: { branch: 'main', path: '.git/config' } }],
      ['getMediaFile', { action: 'getMediaFile', params: { branch: 'main', path: '.git/config' } }],
      ['entriesByFiles', { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: '.git/config' }] } }],
      [
        'entriesByFolder',
        { action: 'entriesByFolder', params: { branch: 'main', folder: '.git', extension: 'config', depth: 1 } },
      ],
      ['getMedia', { action: 'getMedia', params: { branch: 'main', mediaFolder: '.git' } }],
      ['unpublishedEntries', { action: 'unpublishedEntries', params: { branch: 'main' } }],
      ['constructor', { action: 'constructor', params: { branch: 'main' } }],
      ['no action', { params: { branch: 'main' } }],
    ];
    assert.deepEqual(
      await outcomes(requests),
      requests.map(([label]) => `${label}: 403`),
    );
  });

  it('saves an article the build takes, and its picture, into content/blog/', async () => {
    const article = 'content/blog/written-through-the-backend.md';
    // An article as the build takes it: one of the copy's own, under a new name.
    const [existing = ''] = fg.sync('content/blog/*.md', { cwd: copy.root });
    const text = copy.read(existing);
    const saved = await post(
      persistEntry(article, {
        entry: { slug: 'x', path: article, raw: text },
        assets: [{ path: 'content/blog/images/backend.png', content: PNG.toString('base64'), encoding: 'base64' }],
      }),
    );
    assert.equal(saved.status, 200, saved.text);
    assert.equal(copy.read(article), text);
    assert.ok(readFileSync(join(copy.root, 'content/blog/images/backend.png')).equals(PNG));
  });

  it('uploads only a picture the site takes, named as the media folder names them, and within its size', async () => {
    const upload = (path: string, content: Buffer) => ({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path, content: content.toString('base64'), encoding: 'base64' },
        options: OPTIONS,
      },
    });
    const requests: [string, unknown][] = [
      ['a .yaml', upload('content/blog/images/site.yaml', Buffer.from('name: x\n'))],
      ['a script named .png', upload('content/blog/images/x.png', Buffer.from(RAW))],
      ['a PNG named .jpg', upload('content/blog/images/x.jpg', PNG)],
      ['a picture outside the media folder', upload('content/services/x.png', PNG)],
      ['a name with spaces', upload('content/blog/images/My Photo.png', PNG)],
      ['20 MB', upload('content/blog/images/big.png', Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]))],
    ];
    const seen = await outcomes(requests);
    for (const [i, [label]] of requests.entries())
      assert.match(seen[i] ?? '', new RegExp(`^${label}: 4\\d\\d$`), seen.join('\n'));
    const taken = await post(upload('content/blog/images/a-new-photo.png', PNG));
    assert.equal(taken.status, 200, taken.text);
  });

  it('reads and writes nothing through a symbolic link under content/, even one that stays in the project', async () => {
    // A folder of links made for the test, under a name the repository does not have.
    const folder = ['content/blog', 'linked-folder'].join('/');
    symlinkSync(join(copy.root, 'src'), join(copy.root, folder));
    symlinkSync(join(copy.root, 'src/lib/phone.ts'), join(copy.root, 'content/blog/linked.md'));
    try {
      const requests: [string, unknown][] = [
        ['write through a linked folder', persistEntry(`${folder}/hook.yaml`)],
        ['write a linked file', persistEntry('content/blog/linked.md')],
        [
          'read through a linked folder',
          { action: 'getEntry', params: { branch: 'main', path: `${folder}/lib/phone.ts` } },
        ],
        [
          'list a folder holding a link',
          { action: 'entriesByFolder', params: { branch: 'main', folder: 'content/blog', extension: 'md', depth: 1 } },
        ],
      ];
      const seen = await outcomes(requests);
      assert.deepEqual(
        seen,
        requests.map(([label]) => `${label}: 403`),
      );
      const answer = await post(requests[0]?.[1]);
      assert.match(answer.text, /symbolic link/);
    } finally {
      unlinkSync(join(copy.root, folder));
      unlinkSync(join(copy.root, 'content/blog/linked.md'));
    }
  });

  it('refuses to delete or rename an article another links to, naming each link, until the links are gone', async () => {
    const [from = '', to = ''] = fg.sync('content/blog/*.md', { cwd: copy.root }).sort();
    const href = `/blog/${to.replace(/^content\/blog\/|\.md$/g, '')}/`;
    const text = copy.read(from);
    // Two links to it, at lines of their own; any the content already had are named too.
    copy.write(from, `${text}\nSee [the other guide](${href}).\n\nAnd [again](${href}).\n`);
    const lines = copy
      .read(from)
      .split('\n')
      .flatMap((line, i) => (line.includes(`](${href})`) ? [i + 1] : []));
    const renamed = to.replace(/(\.md)$/, '-renamed$1');
    const refusals = [
      await post({ action: 'deleteFiles', params: { branch: 'main', paths: [to], options: OPTIONS } }),
      await post({ action: 'deleteFile', params: { branch: 'main', path: to, options: OPTIONS } }),
      await post(persistEntry(to, { entry: { slug: 'x', path: to, newPath: renamed, raw: copy.read(to) } })),
    ];
    for (const refused of refusals) {
      assert.equal(refused.status, 422, refused.text);
      const { error } = JSON.parse(refused.text) as { error: string };
      for (const line of lines)
        assert.ok(error.includes(`${from}:${line} › body: expected links to pages the site has`), error);
    }
    assert.match(refusals[0]!.text, /^\{"error":"Not deleted: other content links to it\./);
    assert.ok(existsSync(join(copy.root, to)), 'nothing deleted');
    assert.ok(!existsSync(join(copy.root, renamed)), 'nothing renamed');

    // With every link to it gone, it goes.
    const others = fg
      .sync('content/**/*.{md,yaml}', { cwd: copy.root })
      .filter((f) => copy.read(f).includes(`](${href})`));
    for (const file of others) copy.write(file, copy.read(file).replaceAll(`](${href})`, '](/blog/)'));
    const deleted = await post({ action: 'deleteFiles', params: { branch: 'main', paths: [to], options: OPTIONS } });
    assert.equal(deleted.status, 200, deleted.text);
    assert.ok(!existsSync(join(copy.root, to)), 'deleted');
    copy.write(from, text);
  });

  it('refuses, with the build’s words, an entry the build would refuse, and writes nothing', async () => {
    const article = 'content/blog/not-an-article.md';
    const refused = await post(persistEntry(article));
    assert.equal(refused.status, 422);
    assert.match(refused.text, /content\/blog\/not-an-article\.md › front matter: expected YAML between two/);
    assert.equal(existsSync(join(copy.root, article)), false);
  });
});

describe('the names the editor’s backend takes', () => {
  it('takes a file or folder under content/ only', () => {
    for (const path of ['content/site.yaml', 'content/blog/images', 'content/./site.yaml', 'content//site.yaml'])
      assert.ok(isContentPath(path), path);
    for (const path of [
      'content',
      'contents/a',
      '/content/a',
      'content/../src/a',
      'content/blog/../../a',
      '../content/a',
      'content\\..\\src\\a',
      'content/a\0',
      './src/a',
      '',
      42,
      undefined,
    ])
      assert.ok(!isContentPath(path), String(path));
  });
});
