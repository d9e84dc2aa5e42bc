// Screenshots of the editor for the owner's guide (docs/CONTENT.md#the-editor), taken on a copy of the project with
// `npm run admin`'s servers: the collections, a service's form beside its preview, an article, the site's figures
// beside the home page, the about page, and an area's form and preview on a phone.
// `npx tsx scripts/editor-screenshots.ts` writes docs/images/editor-*.png (needs Chromium).
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readContent } from '../src/content/load';
import { pageFileName } from '../src/lib/editor-preview';
import { startAdmin } from '../src/server/admin';
import { copyProject } from './lib/project-copy';
import { launchBrowser } from './lib/chromium';

const out = resolve(import.meta.dirname, '../docs/images');
const content = readContent();
const [service] = content.services;
const [article] = content.articles;
if (!service || !article) throw new Error('the content has no service or no article to show');
const shots: [name: string, hash: string][] = [
  ['editor-collections', '#/collections/articles'],
  ['editor-service', `#/collections/services/entries/${String(service.slug)}`],
  ['editor-article', `#/collections/articles/entries/${article.file.replace(/^.*\/|\.md$/g, '')}`],
  ['editor-figures', '#/collections/site/entries/site'],
  ['editor-about', `#/collections/pages/entries/${pageFileName('content/pages/about.yaml')}`],
];
const [area] = content.areas;
if (!area) throw new Error('the content has no area to show');

const copy = copyProject();
const admin = await startAdmin({ root: copy.root, port: 0, backendPort: 18090, quiet: true });
const browser = await launchBrowser();
try {
  await mkdir(out, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${admin.dev.url}/admin/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /login/i }).click();
  for (const [name, hash] of shots) {
    const tab = await context.newPage();
    await tab.goto(`${admin.dev.url}/admin/${hash}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    if (name === 'editor-figures') await tab.getByLabel('Arrival aim').scrollIntoViewIfNeeded();
    const file = join(out, `${name}.png`);
    await tab.screenshot({ path: file });
    console.log(file);
    await tab.close();
  }
  // On a phone: the form alone, then the page by the eye button.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tab = await phone.newPage();
  await tab.goto(`${admin.dev.url}/admin/`, { waitUntil: 'networkidle' });
  await tab.getByRole('button', { name: /login/i }).click();
  await tab.goto(`${admin.dev.url}/admin/#/collections/areas/entries/${String(area.slug)}`, {
    waitUntil: 'networkidle',
  });
  await tab.getByLabel('Name', { exact: true }).waitFor();
  await tab.screenshot({ path: join(out, 'editor-phone-form.png') });
  await tab
    .getByTitle(/preview/i)
    .first()
    .click();
  await tab.frameLocator('iframe').first().locator('main').waitFor();
  await tab.waitForTimeout(1000);
  await tab.screenshot({ path: join(out, 'editor-phone-preview.png') });
  console.log(join(out, 'editor-phone-*.png'));
} finally {
  await browser.close();
  await admin.close();
  copy.remove();
}
