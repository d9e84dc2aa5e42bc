// docs/site.md#shared-frame: the mobile menu opens and closes; the Services dropdown opens on hover on
// desktop and on tap in the mobile menu, and closes when an item is chosen and on Escape. The first interaction
// with the header fetches the island; where a step needs React (Escape, closing on a choice, aria-expanded), the
// test waits for it. What happens before it arrives is on-demand.test.ts's subject.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertHidden, assertVisible } from './support/assert';
import { desktop, phone, settle, waitForIslands } from '../../scripts/lib/chromium';
import { browserSession, stayOnPage } from './support/session';
import { content, mainNav, menuService, servicesMenu } from './support/urls';

const session = browserSession();
const { labels } = content.navigation;
const services = servicesMenu;
const service = menuService;
assert.ok(service, 'the Services menu lists no service');
/** An entry of the menu itself, outside the Services dropdown. */
const blog = mainNav.find((item) => item.href === '/blog/');
assert.ok(blog, 'the menu has no entry for /blog/');

const nav = (page: Page) => page.getByRole('navigation', { name: labels.mainNav });
const link = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });

describe('mobile menu (phone)', () => {
  const menuButton = (page: Page) => nav(page).locator('summary', { hasText: labels.openMenu });
  const servicesButton = (page: Page) => nav(page).locator('summary', { hasText: labels.servicesMenu });

  it('opens on tap, showing every top-level link, and closes on a second tap', async () => {
    const page = await session.open(phone, '/about/');
    await assertHidden(link(page, blog.label), `${blog.label} in the closed menu`);
    await menuButton(page).tap();
    for (const item of mainNav.filter((i) => !i.children))
      await assertVisible(link(page, item.label), `${item.label} in the open menu`);
    await menuButton(page).tap();
    await assertHidden(link(page, blog.label), `${blog.label} after closing the menu`);
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const page = await session.open(phone, '/about/');
    await menuButton(page).tap();
    await assertVisible(link(page, blog.label), `${blog.label} in the open menu`);
    await waitForIslands(page);
    await link(page, blog.label).focus();
    await page.keyboard.press('Escape');
    await assertHidden(link(page, blog.label), `${blog.label} after Escape`);
    assert.equal(
      await menuButton(page).evaluate((el) => el === document.activeElement),
      true,
      'focus on the Menu button',
    );
  });

  it('opens the Services list on tap and closes both menus when a service is chosen', async () => {
    const page = await session.open(phone, '/about/');
    await menuButton(page).tap();
    await assertHidden(link(page, service.label), `${service.label} before Services is tapped`);
    await servicesButton(page).tap();
    for (const s of services) await assertVisible(link(page, s.label), `${s.label} in the Services list`);
    await waitForIslands(page);
    await stayOnPage(page);
    await link(page, service.label).tap();
    await settle(page);
    await assertHidden(link(page, blog.label), 'the menu after choosing a service');
    const open = await nav(page).locator('details[open]').count();
    assert.equal(open, 0, 'no menu <details> left open');
  });

  it('takes the visitor to the chosen service', async () => {
    const page = await session.open(phone, '/about/');
    await menuButton(page).tap();
    await servicesButton(page).tap();
    await Promise.all([page.waitForURL(session.url(service.href)), link(page, service.label).tap()]);
  });
});

describe('Services dropdown (desktop)', () => {
  const button = (page: Page) => nav(page).getByRole('button', { name: labels.servicesMenu });
  const expanded = (page: Page) => button(page).getAttribute('aria-expanded');

  it('opens on hover and closes when the pointer leaves', async () => {
    const page = await session.open(desktop, '/about/');
    await assertHidden(link(page, service.label), 'the dropdown before hovering');
    await button(page).hover();
    for (const s of services) await assertVisible(link(page, s.label), `${s.label} in the dropdown`);
    await waitForIslands(page);
    assert.equal(await expanded(page), 'true');
    // Away to the brand, at the other end of the bar from the open list.
    await page.getByRole('link', { name: content.site.brand }).hover();
    await assertHidden(link(page, service.label), 'the dropdown after the pointer left');
    assert.equal(await expanded(page), 'false');
  });

  it('closes when an item is chosen', async () => {
    const page = await session.open(desktop, '/about/');
    await button(page).hover();
    await assertVisible(link(page, service.label), `${service.label} in the dropdown`);
    await waitForIslands(page);
    await stayOnPage(page);
    await link(page, service.label).click();
    await assertHidden(link(page, service.label), 'the dropdown after choosing an item');
    assert.equal(await expanded(page), 'false');
  });

  it('opens from the keyboard and closes on Escape, focus back on the button', async () => {
    const page = await session.open(desktop, '/about/');
    await button(page).focus();
    await page.keyboard.press('Enter');
    await assertVisible(link(page, service.label), 'the dropdown after Enter');
    await waitForIslands(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await assertHidden(link(page, service.label), 'the dropdown after Escape');
    assert.equal(
      await button(page).evaluate((el) => el === document.activeElement),
      true,
      'focus on the Services button',
    );
  });

  it('takes the visitor to the chosen service', async () => {
    const page = await session.open(desktop, '/about/');
    await button(page).hover();
    await Promise.all([page.waitForURL(session.url(service.href)), link(page, service.label).click()]);
  });
});
