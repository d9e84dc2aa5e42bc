// The dev server (`npm run dev`): it serves drafts to this machine only unless HOST says otherwise, renders pages on
// request and sends the feed with the type the hosts send.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FEED_CONTENT_TYPE } from '../src/build/hosting';
import { FEED_URL } from '../src/lib/head';
import { startDev, type DevServer } from '../src/server/dev';

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

  it('renders a page with the reload script, and redirects to the slash form', async () => {
    const page = await fetch(`${dev.url}/about/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script type="module" src="\/__dev\/reload\.js"><\/script><\/head>/);
    const bare = await fetch(`${dev.url}/about`, { redirect: 'manual' });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get('location'), '/about/');
    assert.equal((await fetch(`${dev.url}/no-such-page/`)).status, 404);
  });

  it('serves the feed as Atom', async () => {
    const feed = await fetch(`${dev.url}${FEED_URL}`);
    assert.equal(feed.status, 200);
    assert.equal(feed.headers.get('content-type'), FEED_CONTENT_TYPE);
    assert.match(await feed.text(), /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  });
});
