// DESIGN.md "Islands": a failing island keeps its server HTML; a page rendered in the browser that throws shows
// SPEC.md §8's error screen instead of a blank page.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act } from 'react';
import { openPage, type OpenPage } from './helpers/dom';

function Exploding(): never {
  throw new Error('island exploded');
}

describe('islands', () => {
  let page: OpenPage;
  afterEach(() => page.close());

  it('keeps the server HTML of an island that throws while hydrating, and logs the error', async () => {
    page = openPage(
      '<!DOCTYPE html><html><body><div data-island="Exploding" data-props="{}"><p>Server copy</p></div></body></html>',
    );
    const { hydrateIsland } = await import('../src/client/islands/hydrate');
    const container = page.document.querySelector('[data-island]') as unknown as HTMLElement;
    await act(async () => {
      await hydrateIsland(container, { Exploding: async () => ({ default: Exploding }) });
    });
    assert.equal(container.textContent, 'Server copy');
    assert.ok(
      page.problems.some((p) => p.includes('Island "Exploding" failed and kept its server HTML')),
      page.problems.join('\n'),
    );
  });

  it('logs an island name the registry does not know', async () => {
    page = openPage('<!DOCTYPE html><html><body><div data-island="Nope"><p>Server copy</p></div></body></html>');
    const { hydrateIsland } = await import('../src/client/islands/hydrate');
    await hydrateIsland(page.document.querySelector('[data-island]') as unknown as HTMLElement);
    assert.deepEqual(page.problems, ['Unknown island "Nope": add it to src/client/islands/registry.ts']);
  });

  it('shows "Unexpected Application Error!" when a page rendered in the browser throws', async () => {
    page = openPage('<!DOCTYPE html><html><body><main id="main"><p>404</p></main></body></html>');
    const { renderBrowserPage } = await import('../src/client/BrowserPage');
    const main = page.document.querySelector('main') as unknown as HTMLElement;
    await act(async () => {
      renderBrowserPage(main, <Exploding />);
    });
    assert.equal(main.querySelector('h1')?.textContent, 'Unexpected Application Error!');
    assert.match(main.textContent ?? '', /island exploded/);
  });
});
