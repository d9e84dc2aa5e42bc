// The editor on this machine (`npm run admin`), in Chromium, on a copy of the project: it signs in through the local
// backend, lists the content, saves an edit into the content file, the build then publishes it on every page, and
// an edit the schemas refuse is refused in the form with the field named.
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { freePort } from '../../src/server/free-port';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import fg from 'fast-glob';
import sharp from 'sharp';
import { desktop, launchBrowser } from '../../scripts/lib/chromium';
import { readContent, validateContent } from '../../src/content/load';
import { PAGES_COLLECTION, pageFileName, SITE_COLLECTION, SITE_FILES } from '../../src/lib/editor-preview';
import { previewData } from '../../src/steps/editor';
import { launchEngine, selectedEngines, waitForText } from './support/engines';
import { type Admin, startAdmin } from '../../src/server/admin';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { frontMatter } from '../helpers/front-matter';
import { EDITOR_LOAD_MS, SUITE_HANG_GUARD_MS } from './support/session';

/**
 * Waits until the rich editor's own selection is the page's caret. slate-react reads the page's selection at most
 * every 100 ms (a throttled selectionchange handler), and a Backspace or an Enter acts at Slate's selection: pressed
 * right after a click or a caret set by script, it acted at the caret's old place (in quiet CI runs, where the keys
 * come fastest). Slate's selection is read from the editor object React holds for the editor's element.
 */
async function slateAtCaret(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    interface SlateNode {
      text?: string;
      children?: SlateNode[];
    }
    interface Editor extends SlateNode {
      selection: { anchor: { path: number[]; offset: number }; focus: { path: number[]; offset: number } } | null;
    }
    const dom = getSelection();
    const element = dom?.anchorNode?.parentElement?.closest('[data-slate-editor="true"]');
    if (!dom?.anchorNode || !element) return false;
    const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
    type Fiber = { memoizedProps?: { editor?: Editor }; return?: Fiber };
    let fiber = key ? (Reflect.get(element, key) as Fiber | undefined) : undefined;
    while (fiber && !fiber.memoizedProps?.editor) fiber = fiber.return;
    const editor = fiber?.memoizedProps?.editor;
    const { anchor, focus } = editor?.selection ?? {};
    if (!editor || !anchor || !focus || anchor.offset !== focus.offset || anchor.path.join() !== focus.path.join())
      return false;
    let leaf: SlateNode | undefined = editor;
    for (const i of anchor.path) leaf = leaf?.children?.[i];
    return dom.isCollapsed && leaf?.text === dom.anchorNode.textContent && anchor.offset === dom.anchorOffset;
  });
}

/** The visible controls of the page under 24 px either way, each as "tag "name" w×h". */
function smallControls(tab: Page): Promise<string[]> {
  return tab.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')]
      // A list's search box is part of its control (react-select's), which takes the tap: that is the target.
      .map((el) => (el.getAttribute('role') === 'combobox' ? (el.closest('[class*="-control"]') ?? el) : el))
      // A link within a field's hint is a link in a sentence, which 2.5.8 leaves to the text's own size.
      .filter((el) => !el.closest('[class*="-ControlHint"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const seen = r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
        return seen && !el.closest('[aria-hidden="true"]') && (r.width < 24 || r.height < 24);
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        const what = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent ?? '';
        return `${el.tagName.toLowerCase()} "${what.trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );
}

/**
 * The labels and hints of the form the eye button covers, the form scrolled to its top, middle and foot: the part of
 * each the form shows (within its scrolling pane) against the button's box.
 */
function labelsUnderEye(tab: Page): Promise<string[]> {
  return tab.evaluate(async () => {
    const pane = document.querySelector('[class*="-ControlPaneContainer"]');
    const eye = document.querySelector('[class*="-ViewControls"] button')?.getBoundingClientRect();
    if (!pane || !eye) return ['no form or no eye button'];
    const covered = new Set<string>();
    for (const at of [0, 0.5, 1]) {
      pane.scrollTop = (pane.scrollHeight - pane.clientHeight) * at;
      await new Promise(requestAnimationFrame);
      const view = pane.getBoundingClientRect();
      for (const el of pane.querySelectorAll('label, [class*="-ControlHint"]')) {
        const r = el.getBoundingClientRect();
        const [top, bottom] = [Math.max(r.top, view.top), Math.min(r.bottom, view.bottom)];
        const overlaps =
          top < bottom && top < eye.bottom && bottom > eye.top && r.left < eye.right && r.right > eye.left;
        if (overlaps) covered.add((el.textContent ?? '').trim().slice(0, 40));
      }
    }
    return [...covered];
  });
}

describe('the editor at /admin/ (npm run admin)', { timeout: SUITE_HANG_GUARD_MS }, () => {
  let copy: ProjectCopy;
  let admin: Admin;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  /** A new tab at an address of the editor, signed in already (the context keeps the sign-in). */
  async function open(hash: string): Promise<Page> {
    const tab = await context.newPage();
    watch(tab);
    await tab.goto(`${admin.dev.url}/admin/${hash}`, { waitUntil: 'networkidle', timeout: EDITOR_LOAD_MS });
    return tab;
  }
  function watch(tab: Page): void {
    tab.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
    });
    tab.on('pageerror', (e) => problems.push(`error at ${tab.url()}: ${e.message} ${e.stack ?? ''}`));
    tab.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
  }

  before(async () => {
    copy = copyProject();
    admin = await startAdmin({ root: copy.root, port: 0, backendPort: await freePort(), quiet: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: desktop.width, height: desktop.height } });
    page = await open('');
    await page.getByRole('button', { name: /login/i }).click();
  });
  after(async () => {
    await browser?.close();
    await admin?.close();
    copy?.remove();
  });

  it('signs in through the local backend and lists every article by title', async () => {
    const titles = fg
      .sync('content/blog/*.md', { cwd: copy.root })
      .map((file) => String(frontMatter(copy.read(file)).title));
    assert.ok(titles.length > 0);
    for (const title of titles) await page.getByText(title, { exact: false }).first().waitFor({ timeout: 15_000 });
  });

  it('saves the arrival aim into content/site.yaml, and the build then states it on every page', async () => {
    const old = validateContent(readContent(copy.root), {}).site.facts.arrivalAim;
    /**
     * How often the built pages say "within" the old aim and the new. Another fact may have the old aim's figure, so
     * the change is what is compared.
     */
    const statements = async () => {
      await copy.build();
      const pages = fg.sync('dist/**/*.html', { cwd: copy.root }).map((f) => copy.read(f));
      const count = (figure: string) => pages.reduce((n, html) => n + html.split(`within ${figure}`).length - 1, 0);
      return { old: count(old), new: count('47 minutes') };
    };
    const before = await statements();
    const page = await open('#/collections/site/entries/site');
    await page.getByLabel('Arrival aim').fill('47 minutes');
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    assert.match(copy.read('content/site.yaml'), /arrivalAim: 47 minutes/);
    const after = await statements();
    assert.ok(after.new - before.new > 1, 'pages state the new aim');
    assert.equal(before.old - after.old, after.new - before.new, 'every statement of the old aim now states the new');
  });

  it('creates an article with uploaded pictures, a category from the list and a body with a heading, a list and a table, which the build then publishes', async () => {
    const picture = join(copy.root, 'door-viewer-upload.png');
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b45309' } })
      .png()
      .toFile(picture);
    const fitted = join(copy.root, 'fitted-viewer.png');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1e3a8a' } })
      .png()
      .toFile(fitted);
    const categories = [...new Set(readContent(copy.root).articles.map((a) => String(frontMatter(a.text).category)))];
    const category = categories[0] ?? '';
    const page = await open('#/collections/articles/new');
    await page.getByLabel('Title', { exact: true }).first().fill('Choosing a Door Viewer for a London Flat');
    await page
      .getByLabel('Excerpt', { exact: true })
      .fill('What to look for in a door viewer for a flat front door, and how it fits with the fire rating.');
    await page.getByText('Choose an image').click();
    await page.locator('input[type=file]').setInputFiles(picture);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2099-01-02');
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByText(category, { exact: true }).click();
    // The pages linked at its end, chosen by their names and saved as their addresses: the last area by name, which
    // the list reaches only if it holds them all, and a service.
    const [areaRecord] = [...readContent(copy.root).areas].sort((a, b) => String(b.name).localeCompare(String(a.name)));
    const [serviceRecord] = readContent(copy.root).services;
    const [areaName, serviceTitle] = [String(areaRecord?.name), String(serviceRecord?.title)];
    await page.getByLabel(/^Related areas/).fill(areaName.slice(0, 4));
    await page.getByRole('option', { name: areaName, exact: true }).click();
    await page.getByLabel(/^Related services/).click();
    await page.getByRole('option', { name: serviceTitle, exact: true }).click();
    // The body through the toolbar: a paragraph, a heading, a list and a picture uploaded from a file.
    await page.locator('[data-slate-editor="true"]').last().click();
    await page.keyboard.type('A door viewer lets you see who is outside before you open the door.');
    await page.keyboard.press('Enter');
    await page.getByTitle('Headings').click();
    await page.getByText('Heading 2', { exact: true }).click();
    await page.keyboard.type('Where to fit it');
    await page.keyboard.press('Enter');
    await page.getByTitle('Bulleted List').click();
    for (const item of ['At eye height for whoever answers the door', 'On the centre line of the door']) {
      await page.keyboard.type(item);
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('Enter');
    await page.getByTitle('Add Component').click();
    await page.getByText('Image', { exact: true }).last().click();
    await page.getByText('Choose an image').last().click();
    await page.locator('input[type=file]').setInputFiles(fitted);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page
      .getByLabel(/^alt text/i)
      .last()
      .fill('A door viewer fitted at eye height');
    // A table has no button: the owner writes it in the Markdown view, after the picture.
    await page.locator('button[role=switch]').last().click();
    // The Markdown view once it shows the body as Markdown (the rich view's editor goes as it comes).
    const markdown = page
      .locator('[data-slate-editor="true"]')
      .filter({ hasText: '![A door viewer fitted at eye height]' })
      .last();
    await markdown.waitFor({ timeout: 15_000 });
    await markdown.focus();
    // The caret after the last line, where the owner would click.
    await markdown.evaluate((editor) => {
      const selection = getSelection();
      selection?.selectAllChildren(editor);
      selection?.collapseToEnd();
    });
    await slateAtCaret(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    for (const row of [
      '| Viewer | Suits |',
      '| --- | --- |',
      '| Standard | Most flat doors |',
      '| Wide-angle | Landings |',
    ]) {
      await page.keyboard.type(row);
      await page.keyboard.press('Enter');
    }
    assert.match(
      await markdown.innerText(),
      /fitted-viewer\.png\)[\s\S]*\| Viewer \| Suits \|/,
      'the table after the picture',
    );
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    await page.close();

    const file = 'content/blog/choosing-a-door-viewer-for-a-london-flat.md';
    const text = copy.read(file);
    assert.match(text, /^image: images\/door-viewer-upload\.png$/m);
    assert.match(text, new RegExp(`^category: "?${category}"?$`, 'm'));
    assert.match(text, new RegExp(`^relatedServices:\n {2}- /services/${String(serviceRecord?.slug)}/$`, 'm'));
    assert.match(text, new RegExp(`^relatedAreas:\n {2}- /areas/${String(areaRecord?.slug)}/$`, 'm'));
    assert.ok(
      existsSync(join(copy.root, 'content/blog/images/door-viewer-upload.png')),
      'the upload is in content/blog/images/',
    );
    await copy.build();
    const html = copy.read('dist/blog/choosing-a-door-viewer-for-a-london-flat/index.html');
    assert.match(html, /<h1[^>]*>Choosing a Door Viewer for a London Flat<\/h1>/);
    for (const path of [`/services/${String(serviceRecord?.slug)}/`, `/areas/${String(areaRecord?.slug)}/`])
      assert.ok(html.includes(`href="${path}"`), `the article links ${path}`);
    assert.match(html, /srcSet="\/images\/blog\/door-viewer-upload-480\./);
    // The body as written in the forms: its heading, list, picture (through the image pipeline) and table.
    assert.match(text, /^## Where to fit it$/m);
    assert.match(text, /^[*-] On the centre line of the door$/m);
    assert.match(text, /^!\[A door viewer fitted at eye height\]\(images\/fitted-viewer\.png\)$/m);
    assert.ok(existsSync(join(copy.root, 'content/blog/images/fitted-viewer.png')), 'the body upload is kept');
    const body = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? html;
    assert.match(body, /<h2[^>]*>Where to fit it<\/h2>/);
    assert.match(body, /<li>On the centre line of the door<\/li>/);
    assert.match(body, /<img [^>]*alt="A door viewer fitted at eye height"/);
    assert.match(body, /srcset="\/images\/blog\/fitted-viewer-480\./i);
    assert.match(
      body,
      /<\/picture>[\s\S]*<table>[\s\S]*<th>Viewer<\/th>[\s\S]*<td>Landings<\/td>\s*<\/tr>\s*<\/tbody><\/table>/,
    );
  });

  it('adds a review, which the build shows on the home page and its service and area pages with its source linked and in no structured data, and deletes it, leaving no empty section', async () => {
    const content = readContent(copy.root);
    // The last of each by name: one the list reaches only if it holds them all.
    const [serviceRecord] = [...content.services].sort((a, b) => String(b.title).localeCompare(String(a.title)));
    const [areaRecord] = [...content.areas].sort((a, b) => String(b.name).localeCompare(String(a.name)));
    const service = String(serviceRecord?.slug ?? '');
    const area = String(areaRecord?.slug ?? '');
    assert.ok(service && area, 'a service and an area to name');
    const words = 'Came out at midnight, agreed the price before starting and had the door open in ten minutes.';
    const source = 'https://www.trustpilot.com/reviews/0123456789abcdef';
    const before = new Set(fg.sync('content/reviews/*.yaml', { cwd: copy.root }));
    const page = await open('#/collections/reviews/new');
    await page.getByLabel('Words', { exact: true }).fill(words);
    await page.getByLabel('Name', { exact: true }).first().fill('R. K.');
    // Chosen from lists of their names, as every other list of the editor shows them, never typed as file names.
    for (const [label, name] of [
      [/^Service\b/, String(serviceRecord?.title)],
      [/^Area\b/, String(areaRecord?.name)],
    ] as const) {
      // The list is long and drawn a screenful at a time: typing the first letters finds the name, as an owner would.
      await page.getByLabel(label).fill(name.slice(0, 4));
      await page.getByRole('option', { name, exact: true }).click();
    }
    await page.getByLabel('Date', { exact: true }).fill('2026-10-14');
    await page.getByLabel('Name', { exact: true }).last().fill('Trustpilot');
    await page.getByLabel('Web address', { exact: true }).fill(source);
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    const [file, ...more] = fg.sync('content/reviews/*.yaml', { cwd: copy.root }).filter((f) => !before.has(f));
    assert.ok(file && more.length === 0, 'one new file in content/reviews/');
    assert.match(copy.read(file), new RegExp(`^area: ${area}$`, 'm'), 'saved as the file name');
    assert.match(copy.read(file), new RegExp(`^service: ${service}$`, 'm'), 'saved as the file name');

    /** The reviews section of a built page, and the page's structured data. */
    const built = (path: string) => {
      const html = copy.read(`dist${path}index.html`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      return { section: /<section id="reviews"[\s\S]*?<\/section>/.exec(html)?.[0], ld: ld.join('\n') };
    };
    const pages = ['/', `/services/${service}/`, `/areas/${area}/`];
    await copy.build();
    for (const path of pages) {
      const { section, ld } = built(path);
      assert.ok(section?.includes('had the door open in ten minutes'), `${path} shows the review`);
      assert.ok((section ?? '').includes(`href="${source}"`), `${path} links where it was published`);
      assert.doesNotMatch(ld, /"Review"|aggregateRating|door open in ten minutes/i, `${path}: no review markup`);
    }

    const slug = file.replace(/^.*\/|\.yaml$/g, '');
    await page.goto(`${admin.dev.url}/admin/#/collections/reviews/entries/${slug}`, { timeout: EDITOR_LOAD_MS });
    await page.getByLabel('Words', { exact: true }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    await page.waitForURL(/#\/collections\/reviews$/, { timeout: 15_000 });
    await page.close();
    assert.ok(!existsSync(join(copy.root, file)), 'deleted');
    await copy.build();
    for (const path of pages) {
      const { section } = built(path);
      assert.ok(!section?.includes('door open in ten minutes'), `${path} no longer shows it`);
      // With no review left for the page, no section at all, not a heading over nothing.
      if (section) assert.match(section, /<blockquote/, `${path}: a reviews section only with reviews in it`);
    }
  });

  it('changes one line of an article when one word of its body is changed in the rich editor', async () => {
    const [file] = fg.sync('content/blog/*.md', { cwd: copy.root }).sort();
    assert.ok(file, 'an article');
    // A paragraph, lists and bold words in the files' own form, whatever the article holds.
    const original = copy
      .read(file)
      .replace(
        /\n*$/,
        '\n\nA sentence with one word to change.\n\n- A point with **bold** words\n- Another point\n\n1. A step\n2. Another step\n',
      );
    writeFileSync(join(copy.root, file), original);
    const page = await open(`#/collections/articles/entries/${basename(file, '.md')}`);
    // The rich view, whichever view an earlier visit left the body in.
    const rich = page.locator('[data-slate-editor="true"]').filter({ hasText: 'A point with bold words' });
    const toggle = page.locator('button[role=switch]').last();
    await toggle.waitFor({ timeout: EDITOR_LOAD_MS });
    if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
    await rich.waitFor({ timeout: 15_000 });
    // The owner clicks at the end of the word, deletes it and types another. The click is the locator's, which waits
    // for the sentence to stand still on screen; the keys go through Slate's own input handling.
    const sentence = rich.getByText('A sentence with one word to change.');
    const end = await sentence.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const i = (node.textContent ?? '').indexOf('word to change');
        if (i < 0) continue;
        const range = document.createRange();
        range.setStart(node, i + 'wor'.length);
        range.setEnd(node, i + 'word'.length);
        const box = range.getBoundingClientRect();
        const outer = el.getBoundingClientRect();
        // Inside the word's last letter, nearer its right edge: the caret goes after it.
        return { x: box.right - outer.left - 1, y: box.top - outer.top + box.height / 2 };
      }
      return undefined;
    });
    assert.ok(end, 'the sentence is in the rich view');
    await sentence.click({ position: end });
    await slateAtCaret(page);
    for (let i = 0; i < 'word'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('line');
    await rich.getByText('one line to change').waitFor();
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').waitFor({ timeout: 15_000 });
    await page.close();
    const [before, after] = [original, copy.read(file)].map((text) => text.split('\n'));
    const changed = (before ?? []).flatMap((line, i) => (line === after?.[i] ? [] : [`${line} -> ${after?.[i]}`]));
    assert.deepEqual(changed, ['A sentence with one word to change. -> A sentence with one line to change.']);
    assert.equal(after?.length, before?.length, 'no line added or removed');
  });

  it('opens an entry by its address from inside another with its own fields', async () => {
    const [first, second] = readContent(copy.root).services.map((s) => ({
      slug: String(s.slug),
      title: String(s.title),
    }));
    assert.ok(first && second, 'two services');
    const page = await open(`#/collections/services/entries/${first.slug}`);
    const title = page.getByLabel('Title', { exact: true }).first();
    await page.waitForFunction(
      (id) => (document.getElementById(id) as HTMLInputElement | null)?.value !== '',
      (await title.getAttribute('id')) ?? '',
    );
    assert.equal(await title.inputValue(), first.title);
    // As typed into the address bar, or a link followed from inside the form.
    await page.evaluate((slug) => (location.hash = `#/collections/services/entries/${slug}`), second.slug);
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('input')].some((i) => i.value === want),
      second.title,
      { timeout: EDITOR_LOAD_MS },
    );
    assert.equal(await page.getByLabel('Title', { exact: true }).first().inputValue(), second.title);
    await page.close();
  });

  it('refuses an edit the schema refuses, naming the field: an empty title, "abc" as a price', async () => {
    const [service] = fg.sync('content/services/*.yaml', { cwd: copy.root });
    assert.ok(service);
    const slug = service.replace(/^.*\/|\.yaml$/g, '');
    const cases = [
      {
        file: service,
        hash: `#/collections/services/entries/${slug}`,
        field: 'Title',
        value: '',
        says: /Title is required/i,
      },
      {
        file: 'content/site.yaml',
        hash: '#/collections/site/entries/site',
        field: 'Basic key price',
        value: 'abc',
        // The field's rule in its own words, not Decap's "didn't match the pattern" (src/client/editor/phrases.ts).
        says: /^Basic key price: Write a price in pounds, such as "£50"/,
      },
    ];
    for (const { file, hash, field, value, says } of cases) {
      const before = copy.read(file);
      const page = await open(hash);
      const input = page.getByLabel(field, { exact: true }).first();
      // The form fills in once the entry has loaded; changed before that, the field would be filled again.
      await page.waitForFunction(
        (id) => (document.getElementById(id) as HTMLInputElement | null)?.value !== '',
        (await input.getAttribute('id')) ?? '',
      );
      await input.fill(value);
      await page.getByRole('button', { name: 'Publish' }).first().click();
      await page.getByText('Publish now').click();
      await page.getByText(says).first().waitFor({ timeout: 15_000 });
      assert.equal(copy.read(file), before, `${file} is unchanged`);
      await page.close();
    }
  });

  it("previews a service and an article as the site's own pages, with the site's figures and stylesheet", async () => {
    const { facts } = readContent(copy.root).site;
    const [service] = fg.sync('content/services/*.yaml', { cwd: copy.root });
    const [article] = fg.sync('content/blog/*.md', { cwd: copy.root });
    assert.ok(service && article);
    for (const [collection, file] of [
      ['services', service],
      ['articles', article],
    ] as const) {
      const slug = file.replace(/^.*\/|\.(yaml|md)$/g, '');
      const tab = await open(`#/collections/${collection}/entries/${slug}`);
      const preview = tab.frameLocator('iframe').first();
      const heading = preview.locator('main h1');
      await heading.waitFor({ timeout: 15_000 });
      const title = await tab.getByLabel('Title', { exact: true }).first().inputValue();
      assert.equal((await heading.innerText()).trim(), title);
      // The stylesheet is the site's: the heading has the weight its classes give it.
      assert.ok(Number(await heading.evaluate((h) => getComputedStyle(h).fontWeight)) >= 700);
      const text = await preview.locator('main').innerText();
      assert.doesNotMatch(text, /\{[a-zA-Z]+\}/, 'no placeholder is left unfilled');
      if (collection === 'services')
        assert.ok(text.includes(facts.arrivalAim) || !copy.read(file).includes('{arrivalAim}'));
      await tab.close();
    }
  });

  it('previews each file of the fixed pages as the pages the site builds with it, and the facts and menus on the home page', async () => {
    const data = previewData(validateContent(readContent(copy.root)));
    const home = Object.values(data.samples).find((sample) => sample.path === '/');
    assert.ok(home, 'the home page shows a record of content/pages/');
    // Each file of content/pages/, with the pages that show its records in order, then the facts and the menus.
    const files = new Map<string, string[]>();
    for (const [key, { file }] of Object.entries(data.copy)) {
      const path = data.samples[key]?.path;
      if (path)
        files.set(`${PAGES_COLLECTION}/entries/${file}`, [
          ...(files.get(`${PAGES_COLLECTION}/entries/${file}`) ?? []),
          path,
        ]);
    }
    for (const file of [SITE_FILES.site, SITE_FILES.navigation])
      files.set(`${SITE_COLLECTION}/entries/${file}`, [home.path]);
    assert.ok(files.size > 2);
    const site = await context.newPage();
    for (const [entry, paths] of files) {
      const tab = await open(`#/collections/${entry}`);
      const mains = tab.frameLocator('iframe').first().locator('main');
      await mains.first().waitFor({ timeout: 15_000 });
      assert.equal(await mains.count(), paths.length, `${entry}: one page for each record shown`);
      for (const [i, path] of paths.entries()) {
        await site.goto(`${admin.dev.url}${path}`);
        const built = await site.locator('main').innerText();
        assert.ok(built.length > 0);
        assert.equal(await mains.nth(i).innerText(), built, `${entry} previews ${path} as the site builds it`);
      }
      await tab.close();
    }
    await site.close();
  });

  it("lists a stand-in before going live by its field's labels, with a button that puts the cursor in that field", async () => {
    const tab = await open(`#/collections/${SITE_COLLECTION}/entries/${SITE_FILES.site}`);
    // An address on a domain kept for examples is a stand-in, whatever the facts hold now.
    const email = tab.getByLabel('Email', { exact: true }).first();
    await tab.waitForFunction(
      (id) => (document.getElementById(id) as HTMLInputElement | null)?.value !== '',
      (await email.getAttribute('id')) ?? '',
    );
    await email.fill('help@shop.example');
    await tab.getByLabel('Name', { exact: true }).first().focus();
    const box = tab.frameLocator('iframe').first().locator('section[aria-labelledby="go-live"]');
    const item = box.locator('li', { hasText: 'Trader › Email' });
    await item.waitFor({ timeout: 15_000 });
    assert.match(await item.innerText(), /help@shop\.example/);
    // The box sits below the site's fixed header, which the preview draws over the page's top.
    const header = await tab.frameLocator('iframe').first().locator('header').first().boundingBox();
    const heading = await box.locator('h2').boundingBox();
    assert.ok(header && heading && heading.y >= header.y + header.height, `${JSON.stringify({ header, heading })}`);
    await item.getByRole('button').click();
    await tab.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'help@shop.example');
    await tab.close();
  });

  it("shows a new number in the preview as it is typed, and once saved in every other entry's preview", async () => {
    const number = { written: '020 7946 0999', dialled: 'tel:+442079460999' };
    const tab = await open('#/collections/site/entries/site');
    const field = tab.getByLabel('Telephone', { exact: true });
    await tab.waitForFunction(
      (id) => (document.getElementById(id) as HTMLInputElement | null)?.value !== '',
      (await field.getAttribute('id')) ?? '',
    );
    const calls = tab.frameLocator('iframe').first().locator('a[href^="tel:"]');
    await calls.first().waitFor({ timeout: 15_000 });
    assert.notEqual(await calls.first().getAttribute('href'), number.dialled);
    await field.fill(number.written);
    await tab.waitForFunction(
      (href) =>
        document.querySelector('iframe')?.contentDocument?.querySelector('a[href^="tel:"]')?.getAttribute('href') ===
        href,
      number.dialled,
    );
    await tab.getByRole('button', { name: 'Publish' }).first().click();
    await tab.getByText('Publish now').click();
    await tab.getByText('Entry saved').waitFor({ timeout: 15_000 });
    // The same tab, as the owner goes on: an area opened after the save shows the saved number.
    const [area] = fg.sync('content/areas/*.yaml', { cwd: copy.root });
    assert.ok(area);
    await tab.evaluate(
      (hash) => (window.location.hash = hash),
      `#/collections/areas/entries/${area.replace(/^.*\/|\.yaml$/g, '')}`,
    );
    const areaCalls = tab.frameLocator('iframe').first().locator('main a[href^="tel:"]');
    await areaCalls.first().waitFor({ timeout: 15_000 });
    const hrefs = await areaCalls.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(
      hrefs.length > 0 && hrefs.every((href) => href === number.dialled),
      `the area's calls dial ${number.dialled}: ${hrefs.join(', ')}`,
    );
    await tab.close();
  });

  it('fits a phone 390 px wide: no sideways scrolling, Publish and Delete on screen and apart, every control at least 24 px, the form then the preview by the eye button, clear of its header', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const tab = await phone.newPage();
    watch(tab);
    const width = () => tab.evaluate(() => document.documentElement.scrollWidth);
    await tab.goto(`${admin.dev.url}/admin/`, { waitUntil: 'networkidle', timeout: EDITOR_LOAD_MS });
    await tab.getByRole('button', { name: /login/i }).click();
    await tab.getByText('Collections').first().waitFor({ timeout: 15_000 });
    assert.ok((await width()) <= 390, `the collections: ${await width()} px wide`);
    const [area] = fg.sync('content/areas/*.yaml', { cwd: copy.root });
    assert.ok(area);
    await tab.goto(`${admin.dev.url}/admin/#/collections/areas/entries/${area.replace(/^.*\/|\.yaml$/g, '')}`, {
      timeout: EDITOR_LOAD_MS,
    });
    const name = tab.getByLabel('Name', { exact: true });
    await name.waitFor({ timeout: 15_000 });
    assert.ok((await width()) <= 390, `the entry: ${await width()} px wide`);
    // The form alone, full width, and a change shows Publish on screen.
    const field = await name.boundingBox();
    assert.ok(field && field.x >= 0 && field.x + field.width <= 390 && field.width > 300, JSON.stringify(field));
    await name.fill(`${await name.inputValue()} `);
    const publish = await tab.getByRole('button', { name: 'Publish' }).first().boundingBox();
    assert.ok(publish && publish.x >= 0 && publish.x + publish.width <= 390, `Publish at ${JSON.stringify(publish)}`);
    // Delete on screen too, a thumb's width (24 px) from Publish.
    const remove = await tab
      .getByRole('button', { name: /delete/i })
      .first()
      .boundingBox();
    assert.ok(remove && remove.x + remove.width <= 390, `Delete at ${JSON.stringify(remove)}`);
    assert.ok(
      remove.x - (publish.x + publish.width) >= 24,
      `Delete ${remove.x - (publish.x + publish.width)} px from Publish`,
    );
    // Every control of the forms the owner uses most is at least 24 px each way (WCAG 2.2, 2.5.8), and the eye button
    // covers no label or hint of them wherever the form is scrolled.
    const [article] = fg.sync('content/blog/*.md', { cwd: copy.root });
    assert.ok(article);
    const forms = [
      `#/collections/areas/entries/${area.replace(/^.*\/|\.yaml$/g, '')}`,
      `#/collections/${SITE_COLLECTION}/entries/${SITE_FILES.site}`,
      `#/collections/articles/entries/${basename(article, '.md')}`,
      '#/collections/reviews/new',
      `#/collections/${PAGES_COLLECTION}/entries/${pageFileName('content/pages/terms.yaml')}`,
    ];
    // Each in a tab of its own, opened at its address as the owner would (the sign-in is the phone's).
    for (const hash of forms) {
      const form = await phone.newPage();
      watch(form);
      await form.goto(`${admin.dev.url}/admin/${hash}`, { waitUntil: 'networkidle', timeout: EDITOR_LOAD_MS });
      await form.locator('[class*="-ControlPaneContainer"] label').first().waitFor({ timeout: 15_000 });
      assert.deepEqual(await smallControls(form), [], `controls under 24 px in ${hash}`);
      assert.deepEqual(await labelsUnderEye(form), [], `labels and hints the eye button covers in ${hash}`);
      await form.close();
    }
    // The eye button shows the page instead of the form, full width; again, the form.
    await tab
      .getByTitle(/preview/i)
      .first()
      .click();
    const preview = tab.frameLocator('iframe').first().locator('main');
    await preview.waitFor({ timeout: 15_000 });
    const frame = await tab.locator('iframe').first().boundingBox();
    assert.ok(frame && frame.x >= 0 && frame.x + frame.width <= 390 && frame.width > 300, JSON.stringify(frame));
    assert.ok(!(await name.isVisible()), 'the form gives way to the preview');
    // The eye button keeps clear of the preview's own header and its Menu button.
    const eye = await tab
      .getByTitle(/preview/i)
      .first()
      .boundingBox();
    const header = await tab.frameLocator('iframe').first().locator('header').first().boundingBox();
    assert.ok(eye && header, 'the eye button and the preview header');
    assert.ok(
      eye.y >= header.y + header.height || eye.y + eye.height <= header.y,
      `eye ${JSON.stringify(eye)} over the header ${JSON.stringify(header)}`,
    );
    assert.ok((await width()) <= 390, `with the preview: ${await width()} px wide`);
    await tab
      .getByTitle(/preview/i)
      .first()
      .click();
    await name.waitFor({ state: 'visible' });
    // A refused save (a description of one sentence, which the area's card needs more than) is told in a note at the
    // foot, a quarter of the screen at most and scrolling within, and in a message above the eye button's bar: neither
    // covers Publish.
    await tab.getByLabel('Description', { exact: true }).first().fill('One sentence only.');
    await tab.getByRole('button', { name: 'Publish' }).first().click();
    await tab.getByText('Publish now').click();
    const note = tab.locator('section[role="alert"]').filter({ hasText: 'Not saved' });
    await note.waitFor();
    const toast = tab.locator('.Toastify__toast').first();
    await toast.waitFor();
    const publishAt = await tab.getByRole('button', { name: 'Publish' }).first().boundingBox();
    const [noteAt, toastAt] = [await note.boundingBox(), await toast.boundingBox()];
    assert.ok(publishAt && noteAt && toastAt);
    const apart = (a: typeof noteAt, b: typeof noteAt) => a.y + a.height <= b.y || b.y + b.height <= a.y;
    assert.ok(noteAt.height <= 844 * 0.3, `the note takes ${noteAt.height} px of 844`);
    assert.ok(apart(noteAt, publishAt) && apart(toastAt, publishAt), JSON.stringify({ noteAt, toastAt, publishAt }));
    assert.ok(
      await note.evaluate((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY)),
      'the note scrolls within',
    );
    await phone.close();
  });

  for (const name of selectedEngines().filter((engine) => engine !== 'webkit')) {
    it(`loads, signs in and lists the collections with a silent console in ${name}`, async () => {
      const engine = await launchEngine(name);
      try {
        const tab = await engine.open(desktop);
        await tab.goto(`${admin.dev.url}/admin/`, { timeout: EDITOR_LOAD_MS });
        await tab.click('button');
        assert.ok(await waitForText(tab, 'Collections'), 'the collections are listed');
        assert.deepEqual(tab.consoleLines(), []);
      } finally {
        await engine.close();
      }
    });
  }

  it('keeps a silent console', () => {
    assert.deepEqual(problems, []);
  });
});
