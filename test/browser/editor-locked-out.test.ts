// Never locked out of the editor (`npm run admin`), in Chromium, on a copy of the project whose content the build
// refuses: /admin/ still opens (200) and lists the build's error by file and field; the owner opens that entry, fixes
// the field and saves; the note says the site builds again, without reloading the editor, and the build passes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser } from '../../scripts/lib/chromium';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { type Admin, startAdmin } from '../../src/server/admin';
import { BUILD_ERRORS_ID } from '../../src/lib/editor-preview';
import { setYaml } from '../helpers/set-yaml';
import { EDITOR_LOAD_MS, SUITE_HANG_GUARD_MS } from './support/session';

const SITE = 'content/site.yaml';

describe('the editor with content the build refuses (npm run admin)', { timeout: SUITE_HANG_GUARD_MS }, () => {
  let copy: ProjectCopy;
  let admin: Admin;
  let browser: Browser;
  let page: Page;
  let brand: string;

  before(async () => {
    copy = copyProject();
    // The brand must be in capital letters: one field the build refuses, as an owner's slip would leave it.
    const text = copy.read(SITE);
    brand = /^brand: (.*)$/m.exec(text)?.[1]?.replace(/^"|"$/g, '') ?? '';
    assert.ok(brand, 'site.yaml has a brand');
    copy.write(SITE, setYaml(text, ['brand'], brand.toLowerCase()).text);
    admin = await startAdmin({ root: copy.root, port: 0, backendPort: 0, quiet: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: desktop.width, height: desktop.height } });
  });
  after(async () => {
    await browser?.close();
    await admin?.close();
    copy?.remove();
  });

  it('answers /admin/ with the editor, its page listing the error by file and field', async () => {
    const response = await fetch(`${admin.dev.url}/admin/`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const listed = new RegExp(`<script type="application/json" id="${BUILD_ERRORS_ID}"[^>]*>([^<]*)</script>`).exec(
      html,
    )?.[1];
    assert.match(JSON.parse(listed ?? 'null') as string, /content\/site\.yaml:\d+ › brand: expected/);
  });

  it('shows the error, and once the owner fixes the field and saves, says the site builds again', async () => {
    await page.goto(`${admin.dev.url}/admin/`, { waitUntil: 'networkidle', timeout: EDITOR_LOAD_MS });
    await page.getByRole('button', { name: /login/i }).click();
    const note = page.getByRole('alert').filter({ hasText: 'does not build' });
    await note.waitFor();
    // The field by its path and by the form's label (src/lib/field-labels.ts).
    assert.match(await note.innerText(), /content\/site\.yaml:\d+ › brand \(Brand\): expected/);
    await page.goto(`${admin.dev.url}/admin/#/collections/site/entries/site`, { timeout: EDITOR_LOAD_MS });
    await page.getByLabel('Brand', { exact: true }).fill(brand);
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    await page.getByRole('alert').filter({ hasText: 'The site builds again' }).waitFor({ timeout: 30_000 });
    assert.ok(
      copy
        .read(SITE)
        .split('\n')
        .some((line) => line.replace(/"/g, '') === `brand: ${brand}`),
    );
    await copy.build();
  });
});
