// docs/site.md#shared-frame, #interface-states: menu, Services dropdown and scroll-to-top, driven after hydration.
// The brand, the menu's entries and its labels are those of the loaded content, whatever services it lists.
import assert from 'node:assert/strict';
import { afterEach, before, describe, it, type TestContext } from 'node:test';
import type { OpenPage } from './helpers/dom';
import { hydratedPage, interact } from './helpers/hydrate';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';

const { site: business, navigation, services } = await siteContent();
const { mainNav, labels } = navigation;
/** The menu entry with a dropdown, and the dropdown's links: its own, then every service if it lists them. */
const dropdownEntry = mainNav.find((item) => item.children || item.listServices);
const dropdown = [
  ...(dropdownEntry?.children ?? []),
  ...(dropdownEntry?.listServices ? services.map((s) => ({ label: s.title, href: `/services/${s.slug}/` })) : []),
];
/** The page the frame is opened on: a menu entry of its own, which the menu marks as the current page. */
const current = mainNav.find((item) => item.href !== '/' && item !== dropdownEntry) ?? mainNav[0];
const main = `nav[aria-label="${labels.mainNav}"]`;

describe('site frame after hydration', () => {
  let site: BuiltSite;
  let html: string;
  let page: OpenPage;
  before(async () => {
    site = await buildSite();
    html = await site.html(current?.href ?? '/');
  });
  /** The dropdown's behaviour needs a dropdown; the content may have none. */
  const needsDropdown = (t: TestContext) => {
    if (dropdown.length > 0) return false;
    t.skip('content/navigation.yaml has no dropdown');
    return true;
  };
  afterEach(() => page.close());

  const q = <T extends Element = HTMLElement>(selector: string) => {
    const el = page.document.querySelector(selector) as unknown as T | null;
    assert.ok(el, `no ${selector}`);
    return el;
  };
  const pointer = (type: string, target: Element, relatedTarget: unknown) => {
    const init = { bubbles: true, pointerType: 'mouse', relatedTarget } as ConstructorParameters<
      typeof page.window.PointerEvent
    >[1];
    target.dispatchEvent(new page.window.PointerEvent(type, init) as unknown as Event);
  };
  const key = (target: Element, keyName: string) =>
    target.dispatchEvent(new page.window.KeyboardEvent('keydown', { key: keyName, bubbles: true }) as unknown as Event);

  it('hydrates every island with no errors or hydration warnings', async () => {
    page = await hydratedPage(html);
    assert.equal(page.document.querySelectorAll('[data-island]').length, 2);
    assert.deepEqual(page.problems, []);
  });

  it('shows the brand in capitals and the menu links of docs/site.md#shared-frame in order', async () => {
    page = await hydratedPage(html);
    assert.equal(q('header a[href="/"]').textContent, business.brand);
    const desktop = [...page.document.querySelectorAll(`${main} > ul > li > a, ${main} > ul > li > button`)];
    assert.deepEqual(
      desktop.map((el) => el.textContent),
      mainNav.map((item) => item.label),
    );
    const listed = [...page.document.querySelectorAll('#services-menu a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    assert.deepEqual(
      listed,
      dropdown.map((link) => [link.label, link.href]),
    );
    assert.equal(q(`${main} a[href="${current?.href}"]`).getAttribute('aria-current'), 'page');
  });

  it('opens the Services dropdown on hover and closes it when the pointer leaves', async (t) => {
    if (needsDropdown(t)) return;
    page = await hydratedPage(html);
    const button = q('button[aria-controls="services-menu"]');
    const item = button.parentElement as HTMLElement;
    assert.equal(button.getAttribute('aria-expanded'), 'false');
    assert.match(q('#services-menu').className, /\bhidden\b/);
    await interact(() => pointer('pointerover', button, page.document.body));
    assert.equal(button.getAttribute('aria-expanded'), 'true');
    assert.match(q('#services-menu').className, /\bblock\b/);
    await interact(() => pointer('pointerout', item, page.document.body));
    assert.equal(button.getAttribute('aria-expanded'), 'false');
  });

  it('toggles the dropdown by click or keyboard, closes it on Escape and returns focus to its button', async (t) => {
    if (needsDropdown(t)) return;
    page = await hydratedPage(html);
    const button = q('button[aria-controls="services-menu"]');
    await interact(() => button.click());
    assert.equal(button.getAttribute('aria-expanded'), 'true');
    const firstItem = q('#services-menu a');
    firstItem.focus();
    await interact(() => key(firstItem, 'Escape'));
    assert.equal(button.getAttribute('aria-expanded'), 'false');
    assert.equal(page.document.activeElement, button);
    await interact(() => button.click());
    await interact(() => button.click());
    assert.equal(button.getAttribute('aria-expanded'), 'false', 'a second click closes it');
  });

  it('closes the dropdown when an item is chosen', async (t) => {
    if (needsDropdown(t)) return;
    page = await hydratedPage(html);
    const button = q('button[aria-controls="services-menu"]');
    await interact(() => button.click());
    const link = q(`#services-menu a[href="${dropdown.at(-1)?.href}"]`);
    link.addEventListener('click', (e) => e.preventDefault());
    await interact(() => link.click());
    assert.equal(button.getAttribute('aria-expanded'), 'false');
  });

  it('opens and closes the mobile menu, opens Services in it on tap, and closes it all when an item is chosen', async (t) => {
    if (needsDropdown(t)) return;
    page = await hydratedPage(html);
    const menu = q<HTMLDetailsElement>(`${main} > details`);
    const toggle = menu.querySelector('summary') as HTMLElement;
    assert.equal(menu.open, false);
    await interact(() => toggle.click());
    assert.equal(menu.open, true);
    await interact(() => toggle.click());
    assert.equal(menu.open, false);

    await interact(() => toggle.click());
    const services = menu.querySelector('details') as HTMLDetailsElement;
    await interact(() => (services.querySelector('summary') as HTMLElement).click());
    assert.equal(services.open, true);
    const link = services.querySelector(`a[href="${dropdown.at(-1)?.href}"]`) as HTMLElement;
    link.addEventListener('click', (e) => e.preventDefault());
    await interact(() => link.click());
    assert.equal(menu.open, false);
    assert.equal(services.open, false);
  });

  it('keeps the mobile menu and its Services list open if they were opened before hydration', async (t) => {
    if (needsDropdown(t)) return;
    const menuSelector = `${main} > details`;
    page = await hydratedPage(html, undefined, (before) => {
      for (const summary of before.document.querySelectorAll(`${menuSelector} summary`))
        (summary as unknown as HTMLElement).click();
    });
    const menu = q<HTMLDetailsElement>(menuSelector);
    const services = menu.querySelector('details') as HTMLDetailsElement;
    assert.equal(menu.open, true);
    assert.equal(services.open, true);
    assert.deepEqual(page.problems, [], 'no hydration warning');
    await interact(() => key(menu.querySelector('a') as Element, 'Escape'));
    assert.equal(menu.open, false, 'React drives it: Escape closes it');
  });

  it('closes the mobile menu on Escape', async () => {
    page = await hydratedPage(html);
    const menu = q<HTMLDetailsElement>(`${main} > details`);
    const toggle = menu.querySelector('summary') as HTMLElement;
    await interact(() => toggle.click());
    await interact(() => key(menu.querySelector('a') as Element, 'Escape'));
    assert.equal(menu.open, false);
    assert.equal(page.document.activeElement, toggle);
  });

  it('shows the scroll-to-top button only above 300 px of scroll and scrolls back to the top', async () => {
    page = await hydratedPage(html);
    const button = q(`button[aria-label="${labels.scrollToTop}"]`);
    const scrollTo = async (y: number) =>
      interact(() => {
        page.window.scrollTo(0, y);
        page.window.dispatchEvent(new page.window.Event('scroll'));
      });
    assert.equal(button.hidden, true, 'hidden before any scroll');
    await scrollTo(300);
    assert.equal(button.hidden, true, 'hidden at exactly 300 px');
    await scrollTo(301);
    assert.equal(button.hidden, false, 'visible above 300 px');
    const calls: unknown[] = [];
    const original = page.window.scrollTo.bind(page.window);
    page.window.scrollTo = ((options: { top: number }) => {
      calls.push(options);
      original(0, options.top);
    }) as typeof page.window.scrollTo;
    await interact(() => button.click());
    assert.deepEqual(calls, [{ top: 0, behavior: 'smooth' }]);
  });
});
