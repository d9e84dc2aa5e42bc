// The dev server (`npm run dev`): it serves drafts to this machine only unless HOST says otherwise, renders pages on
// request, sends the feed with the type the hosts send, and picks up a save: the page changes, a broken save shows
// its error and the server keeps running. A save rebuilds only what it can affect: content/ is data, read afresh
// without a new bundle.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { basename, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FEED_CONTENT_TYPE } from '../../src/steps/hosting';
import { FEED_URL } from '../../src/lib/head';
import { speculationRulesFile } from '../../src/lib/speculation';
import { startDev, type DevServer } from '../../src/server/dev';
import { MALFORMED_PATHS } from '../helpers/malformed-paths';
import { rebuildFor } from '../../src/server/dev-watch';
import { setYaml } from '../helpers/set-yaml';

describe('what a save rebuilds', () => {
  const nothing = { client: false, site: false, bundle: false, schemas: false, assets: false };

  it('loads the content again for any file of content/, with no new bundle and the schemas kept', () => {
    for (const file of [
      'content/site.yaml',
      'content/pages/about.yaml',
      'content/services/a-new-service.yaml',
      'content/areas/an-area.yaml',
      'content/blog/an-article.md',
      'content/blog/images/an-illustration.svg',
    ])
      assert.deepEqual(rebuildFor([file]), { ...nothing, site: true, assets: true }, file);
  });

  it('bundles code again, with a fresh copy of the schemas when src/content/ or src/lib/ changed', () => {
    const code = { client: true, site: true, bundle: true, assets: true };
    for (const file of ['src/content/schema/areas.ts', 'src/content/rules.ts', 'src/lib/area.ts'])
      assert.deepEqual(rebuildFor([file]), { ...code, schemas: true }, file);
    for (const file of ['src/pages/AboutPage.tsx', 'src/components/Breadcrumbs.tsx'])
      assert.deepEqual(rebuildFor([file]), { ...code, schemas: false }, file);
    assert.deepEqual(rebuildFor(['routes.ts']), { ...nothing, site: true, bundle: true, assets: true });
    // A burst of saves asks for everything any of them needs.
    assert.deepEqual(rebuildFor(['content/site.yaml', 'src/lib/area.ts']), { ...code, schemas: true });
  });

  it('redraws only the icons when the favicon changes', () => {
    assert.deepEqual(rebuildFor(['static/favicon.svg']), { ...nothing, assets: true });
  });
});

describe('dev server', () => {
  let work: string;
  let dev: DevServer;
  before(async () => {
    // Inside the project, where the server bundle finds its packages; apart from the folder `npm run dev` uses.
    await mkdir('node_modules/.cache', { recursive: true });
    work = await mkdtemp(join('node_modules/.cache', 'locksmith-dev-test-'));
    dev = await startDev({ port: 0, workDir: work, quiet: true });
  });
  after(async () => {
    await dev?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only by default, and names the URL to open', () => {
    const address = dev.server.address() as AddressInfo;
    assert.equal(address.address, '127.0.0.1');
    assert.equal(dev.url, `http://localhost:${address.port}`);
  });

  it('answers only as localhost or an address: another name (DNS rebinding) gets 421 and no draft', async () => {
    const { port } = dev.server.address() as AddressInfo;
    const asked = (host: string) =>
      new Promise<{ status: number; text: string }>((ok, fail) => {
        const req = request({ host: '127.0.0.1', port, path: '/about/', headers: { Host: host } }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => ok({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', fail);
        req.end();
      });
    const foreign = await asked(`attacker.example:${port}`);
    assert.equal(foreign.status, 421);
    assert.doesNotMatch(foreign.text, /<html/);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
      assert.equal((await asked(host)).status, 200, host);
  });

  it('renders a page with the reload script, and redirects to the slash form', async () => {
    const page = await fetch(`${dev.url}/about/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script type="module" src="\/__dev\/reload\.js"><\/script><\/head>/);
    const bare = await fetch(`${dev.url}/about`, { redirect: 'manual' });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get('location'), '/about/');
    assert.equal((await fetch(`${dev.url}/no-such-page/`)).status, 404);
  });

  it('answers a path no file can answer with the 404 page, as the hosts do, never an exception', async () => {
    for (const path of MALFORMED_PATHS) {
      const response = await fetch(`${dev.url}${path}`, { redirect: 'manual' });
      assert.equal(response.status, 404, path.slice(0, 40));
      assert.doesNotMatch(await response.text(), /TypeError|ERR_|URIError/, path.slice(0, 40));
    }
  });

  it('redirects to the slash form on its own host, however the path spells another', async () => {
    const cases = [
      // Decoded, the first would be `//evil.example/about/`: a browser follows that to evil.example.
      ['/%2Fevil.example/about', '/%2Fevil.example/about/'],
      ['//evil.example/about', '/evil.example/about/'],
      ['/about?from=menu', '/about/?from=menu'],
    ];
    for (const [path, slashed] of cases) {
      const response = await fetch(`${dev.url}${path}`, { redirect: 'manual' });
      const location = response.headers.get('location') ?? '';
      assert.equal(response.status, 301, path);
      assert.equal(location, slashed, path);
      assert.match(location, /^\/(?!\/)/, path);
      assert.equal(new URL(location, dev.url).origin, new URL(dev.url).origin, path);
    }
  });

  it('serves no file of a folder whose name only starts like a served folder’s', async () => {
    // Beside the work folder, which it serves files from, as a static-secret/ would be beside static/.
    const sibling = `${work}-secret`;
    await mkdir(sibling, { recursive: true });
    await writeFile(join(sibling, 'secret.txt'), 'not served');
    try {
      const response = await fetch(`${dev.url}/..%2F${basename(sibling)}/secret.txt`);
      assert.equal(response.status, 404);
      assert.doesNotMatch(await response.text(), /not served/);
    } finally {
      await rm(sibling, { recursive: true, force: true });
    }
  });

  it('names the speculation rules in every page’s headers, and serves them with their type', async () => {
    const page = await fetch(`${dev.url}/services/`);
    const url = /^"([^"]+)"$/.exec(page.headers.get('speculation-rules') ?? '')?.[1];
    assert.equal(url, speculationRulesFile().url);
    const rules = await fetch(`${dev.url}${url}`);
    assert.equal(rules.headers.get('content-type'), 'application/speculationrules+json');
    assert.deepEqual(await rules.json(), JSON.parse(speculationRulesFile().text));
  });

  it('serves the feed as Atom', async () => {
    const feed = await fetch(`${dev.url}${FEED_URL}`);
    assert.equal(feed.status, 200);
    assert.equal(feed.headers.get('content-type'), FEED_CONTENT_TYPE);
    assert.match(await feed.text(), /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });
});

describe('dev server, saving a file', () => {
  const PROJECT = ['build.ts', 'routes.ts', 'content', 'src', 'static', 'package.json', 'tsconfig.json'];
  let project: string;
  let dev: DevServer;
  let events: string[];
  let stream: AbortController;
  const about = () => join(project, 'content/pages/about.yaml');
  const EDITED = 'About Us, Edited';
  const page = async () => {
    const res = await fetch(`${dev.url}/about/`);
    return { status: res.status, html: await res.text() };
  };
  /** Polls the page until `ok` holds (a save is picked up within a few hundred milliseconds). */
  async function until(ok: (p: { status: number; html: string }) => boolean) {
    const deadline = Date.now() + 15_000;
    let last = await page();
    while (!ok(last) && Date.now() < deadline) {
      await sleep(100);
      last = await page();
    }
    return last;
  }

  before(async () => {
    // A copy of the project, so saving into it never touches the sources other test files build from.
    project = await mkdtemp(join(tmpdir(), 'locksmith-dev-project-'));
    for (const entry of PROJECT) await cp(entry, join(project, entry), { recursive: true });
    await symlink(resolve('node_modules'), join(project, 'node_modules'));
    dev = await startDev({ port: 0, root: project, workDir: '.dev-work', quiet: true });
    // What an open page hears: the reload script's event stream.
    events = [];
    stream = new AbortController();
    const res = await fetch(`${dev.url}/__dev/events`, { signal: stream.signal });
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    const read = async (): Promise<void> => {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      events.push(decoder.decode(chunk.value));
      return read();
    };
    read().catch(() => {});
  });
  after(async () => {
    stream?.abort();
    await dev?.close();
    await rm(project, { recursive: true, force: true });
  });

  it('serves the edited copy after a save, and tells open pages to reload', async () => {
    const before = await page();
    assert.equal(before.status, 200);
    assert.ok(!before.html.includes(EDITED));
    await writeFile(about(), setYaml(await readFile(about(), 'utf8'), ['hero', 'title'], EDITED).text);
    const edited = await until((p) => p.html.includes(EDITED));
    assert.equal(edited.status, 200);
    assert.match(edited.html, new RegExp(`<h1[^>]*>${EDITED}</h1>`));
    // The page can see the new copy a moment before the event reaches the stream's reader.
    for (let i = 0; i < 50 && !events.some((e) => e.includes('event: reload')); i++) await sleep(100);
    assert.ok(
      events.some((e) => e.includes('event: reload')),
      events.join(''),
    );
  });

  it('shows a broken save’s error, naming the file, line and field, and keeps serving once it is fixed', async () => {
    const good = await readFile(about(), 'utf8');
    // A value the schema refuses.
    const empty = setYaml(good, ['hero', 'title'], '');
    await writeFile(about(), empty.text);
    const broken = await until((p) => p.status === 500);
    assert.equal(broken.status, 500);
    assert.ok(broken.html.includes(`content/pages/about.yaml:${empty.line} › hero.title`), broken.html);
    for (let i = 0; i < 50 && !events.some((e) => e.includes('event: build-error')); i++) await sleep(100);
    assert.ok(events.some((e) => e.includes('event: build-error')));
    await writeFile(about(), good);
    const fixed = await until((p) => p.status === 200);
    assert.match(fixed.html, new RegExp(EDITED));
    // A file that is no longer YAML: its line and column.
    await writeFile(about(), good.replace(/^hero:/m, 'hero: [\n  oops'));
    const unreadable = await until((p) => p.status === 500);
    assert.equal(unreadable.status, 500);
    assert.match(unreadable.html, /content\/pages\/about\.yaml:\d+:\d+ › \(file\): expected valid YAML/);
    await writeFile(about(), good);
    assert.equal((await until((p) => p.status === 200)).status, 200);
  });
});
