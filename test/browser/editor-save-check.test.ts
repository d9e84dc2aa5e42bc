// The build's rule book at the editor's save (`npm run admin`), in Chromium, on a copy of the project: an entry the
// build would refuse is refused at "Publish now" with the build's own words on screen, and the file on disk is left
// as it was; the same entry corrected saves.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser } from '../../scripts/lib/chromium';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { type Admin, startAdmin } from '../../src/server/admin';

const SITE = 'content/site.yaml';

describe("the editor's save, checked as the build checks (npm run admin)", { timeout: 240_000 }, () => {
  let copy: ProjectCopy;
  let admin: Admin;
  let browser: Browser;
  let page: Page;

  before(async () => {
    copy = copyProject();
    admin = await startAdmin({ root: copy.root, port: 0, backendPort: 0, quiet: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: desktop.width, height: desktop.height } });
    await page.goto(`${admin.dev.url}/admin/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /login/i }).click();
  });
  after(async () => {
    await browser?.close();
    await admin?.close();
    copy?.remove();
  });

  /** The lines of `after` that differ from `before`, line by line, when both have the same number of lines. */
  const changedLines = (before: string, after: string) => {
    const [a, b] = [before.split('\n'), after.split('\n')];
    assert.equal(b.length, a.length, 'the same number of lines');
    return b.filter((line, i) => line !== a[i]);
  };

  async function publish(): Promise<void> {
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    await page.getByText('Entry saved').waitFor({ state: 'detached', timeout: 15_000 });
  }

  it('writes a one-word change as a one-line change, and the word put back as the file was', async () => {
    const before = copy.read(SITE);
    await page.goto(`${admin.dev.url}/admin/#/collections/site/entries/site`);
    const field = page.getByLabel('Resolved within', { exact: true });
    const written = await field.inputValue();
    const word = written.split(' ').at(-1) ?? '';
    const changed = `${written.slice(0, written.length - word.length)}${word === 'visit' ? 'call' : 'visit'}`;
    await field.fill(changed);
    await publish();
    assert.deepEqual(changedLines(before, copy.read(SITE)), [`  resolvedWithin: ${changed}`]);
    // Decap offers no save of an entry that is as it was; put back, the file is byte for byte the one it read.
    await field.fill(written);
    await publish();
    assert.equal(copy.read(SITE), before);
  });

  it('refuses a brand out of capitals with the build’s message, leaving the file as it was, then saves it corrected', async () => {
    const before = copy.read(SITE);
    const brand = /^brand: "?(.*?)"?$/m.exec(before)?.[1] ?? '';
    assert.ok(brand);
    await page.goto(`${admin.dev.url}/admin/#/collections/site/entries/site`);
    const field = page.getByLabel('Brand', { exact: true });
    await field.fill(brand.toLowerCase());
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText(/content\/site\.yaml:\d+ › brand: expected capital letters/).waitFor({ timeout: 15_000 });
    assert.equal(await page.getByText('Entry saved').count(), 0);
    assert.equal(copy.read(SITE), before, 'nothing written');
    // Emptied first: after a refused save Decap's field takes a fill as typing at its end.
    await field.fill('');
    await field.fill(`${brand} LTD`);
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    assert.ok(
      copy
        .read(SITE)
        .split('\n')
        .some((line) => line.replace(/"/g, '') === `brand: ${brand} LTD`),
    );
  });
});
