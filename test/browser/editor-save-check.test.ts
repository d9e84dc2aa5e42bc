// The editor's save (`npm run admin`), in Chromium, on a copy of the project: a one-word change is a one-line change
// (content/ is in the form the editor writes); an optional group typed in and cleared is left out; and an entry the
// build would refuse is refused at "Publish now" with the build's own words on screen, the file on disk left as it
// was, while the same entry corrected saves; an article another links to is not deleted, the link named in the note
// at the foot, until the link is gone.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { parseDocument } from 'yaml';
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';
import { desktop, launchBrowser } from '../../scripts/lib/chromium';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { type Admin, startAdmin } from '../../src/server/admin';
import { editorConfig } from '../../src/steps/editor-config';
import { editorForm, schemaFormFields } from '../../src/steps/editor-form';
import { isRecord } from '../../src/lib/is-record';
import { EDITOR_LOAD_MS, SUITE_HANG_GUARD_MS } from './support/session';

const SITE = 'content/site.yaml';

/** An article of the copy without its SEO group, written as the editor writes it, and its address in the editor. */
function articleWithoutSeo(copy: ProjectCopy): { file: string; hash: string } {
  const [file] = fg.sync('content/blog/*.md', { cwd: copy.root }).sort();
  assert.ok(file, 'an article');
  const text = copy.read(file);
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(front, `${file} has front matter`);
  const doc = parseDocument(front[1] ?? '');
  doc.delete('seo');
  const fields = schemaFormFields(file) ?? [];
  copy.write(file, editorForm(file, `---\n${doc.toString()}---\n${text.slice(front[0].length)}`, fields));
  return { file, hash: `#/collections/articles/entries/${posix.basename(file, '.md')}` };
}

/** Decap holds an entry in Immutable.js maps, which keep the order of up to this many keys and hash a larger group's. */
const ORDERED_MAP_LIMIT = 8;

/**
 * A one-line text field in a group of more fields than Decap's maps keep in order, in a file the editor edits as one of
 * its files: the file, the entry's address in the editor and the field's value, which the file holds once.
 */
function fieldInALargeGroup(copy: ProjectCopy): { file: string; hash: string; value: string } | undefined {
  const { collections } = editorConfig({ origin: 'https://localhost', categories: [], backend: { local: 'http://l' } });
  for (const collection of collections)
    for (const entry of collection.files ?? []) {
      const text = copy.read(entry.file);
      const data: unknown = parseDocument(text).toJS();
      if (!isRecord(data)) continue;
      for (const group of entry.fields ?? []) {
        const value = data[group.name];
        if (group.widget !== 'object' || !isRecord(value) || Object.keys(value).length <= ORDERED_MAP_LIMIT) continue;
        for (const field of group.fields ?? []) {
          const written = value[field.name];
          // Free text, which a word added to keeps valid: not a figure held to a pattern ("30 minutes").
          if (
            field.widget === 'string' &&
            !field.pattern &&
            typeof written === 'string' &&
            text.split(written).length === 2
          )
            return { file: entry.file, hash: `#/collections/${collection.name}/entries/${entry.name}`, value: written };
        }
      }
    }
  return undefined;
}

describe("the editor's save, checked as the build checks (npm run admin)", { timeout: SUITE_HANG_GUARD_MS }, () => {
  let copy: ProjectCopy;
  let admin: Admin;
  let browser: Browser;
  let page: Page;

  before(async () => {
    copy = copyProject();
    admin = await startAdmin({ root: copy.root, port: 0, backendPort: 0, quiet: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: desktop.width, height: desktop.height } });
    await page.goto(`${admin.dev.url}/admin/`, { waitUntil: 'networkidle', timeout: EDITOR_LOAD_MS });
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

  /**
   * Opens an entry by its address in the editor, afresh, so it reads the file as now written, and waits for its form.
   * Not for the network to be idle: the dev server's event stream, open for as long as the page is, may be
   * reconnecting then (after a rebuild).
   */
  async function openEntry(hash: string): Promise<void> {
    // A fresh load, as a new tab would: from inside another entry, a change of address alone makes the editor reload
    // itself (src/client/editor/entry-switch.ts), which a wait here could see the old form through.
    await page.goto('about:blank');
    await page.goto(`${admin.dev.url}/admin/${hash}`, { waitUntil: 'load', timeout: EDITOR_LOAD_MS });
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some((input) => input.value !== ''));
  }

  async function publish(): Promise<void> {
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    await page.getByText('Entry saved').waitFor({ state: 'detached', timeout: 15_000 });
  }

  it('writes a one-word change as a one-line change, every other line as the file had it', async () => {
    const before = copy.read(SITE);
    await openEntry('#/collections/site/entries/site');
    const field = page.getByLabel('Resolved within', { exact: true });
    const written = await field.inputValue();
    const word = written.split(' ').at(-1) ?? '';
    const changed = `${written.slice(0, written.length - word.length)}${word === 'visit' ? 'call' : 'visit'}`;
    await field.fill(changed);
    await publish();
    assert.deepEqual(changedLines(before, copy.read(SITE)), [`  resolvedWithin: ${changed}`]);
  });

  it(`writes a one-word change in a group of more than ${ORDERED_MAP_LIMIT} fields as a one-line change`, async (t) => {
    const found = fieldInALargeGroup(copy);
    if (!found) return t.skip('no file of the content has such a group');
    const before = copy.read(found.file);
    await openEntry(found.hash);
    const id = await page.evaluate(
      (value) => [...document.querySelectorAll('input')].find((input) => input.value === value)?.id,
      found.value,
    );
    assert.ok(id, `the form shows "${found.value}"`);
    const changed = `${found.value} now`;
    await page.locator(`[id="${id}"]`).fill(changed);
    await publish();
    const lines = changedLines(before, copy.read(found.file));
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.ok(lines[0]?.endsWith(`: ${changed}`), lines[0]);
  });

  it('leaves out an optional group typed in and cleared, writing the article as it was', async () => {
    const { file, hash } = articleWithoutSeo(copy);
    const before = copy.read(file);
    await openEntry(hash);
    // Labelled "Meta description (optional)": the group may be left out.
    const field = page.getByLabel(/^Meta description/);
    await field.fill('A description, then cleared');
    await field.fill('');
    try {
      await publish();
    } catch (error) {
      throw new Error(`${String(error)}\n${await page.locator('body').innerText()}`);
    }
    assert.equal(copy.read(file), before, 'no seo: { metaDescription: "" } written');
  });

  it('refuses a brand out of capitals with the build’s message, leaving the file as it was, then saves it corrected', async () => {
    const before = copy.read(SITE);
    const brand = /^brand: "?(.*?)"?$/m.exec(before)?.[1] ?? '';
    assert.ok(brand);
    await openEntry('#/collections/site/entries/site');
    // The saves that reach the backend: the editor refuses this one itself, as it does where it saves to GitHub.
    const saves: string[] = [];
    const noteSave = (request: Request) => {
      if (request.method() === 'POST' && request.postData()?.includes('"persistEntry"')) saves.push(request.url());
    };
    page.on('request', noteSave);
    // The refusal is told in the corner and the note: the console is left for faults.
    const faults: string[] = [];
    const noteFault = (message: ConsoleMessage) => void (message.type() === 'error' && faults.push(message.text()));
    const noteUncaught = (error: Error) => void faults.push(`uncaught: ${error.message}`);
    page.on('console', noteFault);
    page.on('pageerror', noteUncaught);
    const field = page.getByLabel('Brand', { exact: true });
    await field.fill(brand.toLowerCase());
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page
      .getByText(/content\/site\.yaml:\d+ › brand \(Brand\): expected capital letters/)
      .first()
      .waitFor({ timeout: 15_000 });
    assert.equal(await page.getByText('Entry saved').count(), 0);
    assert.deepEqual(saves, [], 'refused in the editor, before anything is sent');
    // Told in a note that stays (a section at the foot), not only in Decap's corner message, which also starts
    // "Not saved" (src/client/editor/phrases.ts).
    const note = page.locator('section[role="alert"]').filter({ hasText: 'Not saved' });
    await note.waitFor();
    assert.match(await note.innerText(), /content\/site\.yaml:\d+ › brand \(Brand\): expected capital letters/);
    // Decap's corner message gives the reason in words, pointing at the note, with no class name before it.
    await page.getByText(/^Not saved: the site would not build with this entry\. The note at the foot/).waitFor();
    assert.doesNotMatch(await page.locator('body').innerText(), /\bError: |API_ERROR/);
    assert.equal(copy.read(SITE), before, 'nothing written');
    page.off('console', noteFault);
    page.off('pageerror', noteUncaught);
    assert.deepEqual(faults, [], 'no error in the console for a refusal told to the owner');
    // Emptied first: after a refused save Decap's field takes a fill as typing at its end.
    await field.fill('');
    await field.fill(`${brand} LTD`);
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    page.off('request', noteSave);
    await note.waitFor({ state: 'hidden' });
    assert.equal(saves.length, 1, 'the corrected entry is sent');
    assert.ok(
      copy
        .read(SITE)
        .split('\n')
        .some((line) => line.replace(/"/g, '') === `brand: ${brand} LTD`),
    );
  });

  it('refuses to delete an article another links to, naming the link in the note at the foot, until the link is gone', async () => {
    const [from = '', to = ''] = fg.sync('content/blog/*.md', { cwd: copy.root }).sort().slice(-2);
    assert.ok(from && to, 'two articles, one to link the other');
    const slug = posix.basename(to, '.md');
    const href = `/blog/${slug}/`;
    const link = `See [the other guide](${href}).`;
    await openEntry(`#/collections/articles/entries/${slug}`);
    // The files are changed on disk under the open entry: the backend reads them as they are at each deletion.
    const deleteEntry = async () => {
      page.once('dialog', (dialog) => void dialog.accept());
      await page
        .getByRole('button', { name: /delete/i })
        .first()
        .click();
    };

    copy.write(from, `${copy.read(from)}\n${link}\n`);
    const line = copy.read(from).split('\n').indexOf(link) + 1;
    await deleteEntry();
    // The note at the foot, headed as the backend's refusal is: not only Decap's message in the corner.
    const note = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /^Not deleted/ }) });
    await note
      .getByText(`${from}:${line} › body (Body): expected links to pages the site has`)
      .waitFor({ timeout: 15_000 });
    assert.ok(existsSync(join(copy.root, to)), 'nothing deleted');
    await page.getByText(/^Not deleted: the site would not build without changes\. The note at the foot/).waitFor();
    assert.doesNotMatch(await page.locator('body').innerText(), /\bError: |API_ERROR/);

    // Every link to it gone (any the content had too), it goes.
    for (const file of fg.sync('content/**/*.{md,yaml}', { cwd: copy.root }))
      if (copy.read(file).includes(`](${href})`))
        copy.write(file, copy.read(file).replaceAll(`](${href})`, '](/blog/)'));
    await deleteEntry();
    await page.waitForURL(/#\/collections\/articles$/, { timeout: 15_000 });
    assert.ok(!existsSync(join(copy.root, to)), 'deleted');
  });
});
