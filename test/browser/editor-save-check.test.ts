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
