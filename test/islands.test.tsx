// docs/architecture.md#islands: the loader fetches an island only when its trigger fires, hands it what the visitor did
// meanwhile, and a failing island keeps its server HTML; a page rendered in the browser that throws shows the
// error screen of docs/site.md#errors-and-fallbacks instead of a blank page.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandEntry } from '../src/client/islands/registry';
import type { Trigger } from '../src/client/triggers';
import { openPage, type OpenPage } from './helpers/dom';

function Exploding(): never {
  throw new Error('island exploded');
}

/** A button that counts its clicks and a field that echoes the last key pressed in it. */
function Counter() {
  const [clicks, setClicks] = useState(0);
  const [key, setKey] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        {`clicked ${clicks}`}
      </button>
      <input aria-label="keys" onKeyDown={(e) => setKey(e.key)} />
      <output>{key}</output>
    </div>
  );
}

const pageWith = (island: string, url?: string) =>
  openPage(
    `<!DOCTYPE html><html><body><header><a href="/">Brand</a>${island}</header><main id="main"></main></body></html>`,
    url,
  );
const counterIsland = `<div data-island="Counter" data-props="{}">${renderToString(<Counter />)}</div>`;

/** Starts the loader on the page with one island whose chunk load is counted. */
async function startCounter(when: readonly Trigger[]) {
  const loads: string[] = [];
  const registry: Record<string, IslandEntry> = {
    Counter: { load: async () => (loads.push('Counter'), { default: Counter }), when },
  };
  // The loader hydrates outside act(), as in a browser: React schedules the work itself.
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const { startIslands } = await import('../src/client/loader');
  startIslands(registry);
  return loads;
}

/** Waits until the container's state (set by the loader) is `state`. */
async function reaches(page: OpenPage, state: string): Promise<void> {
  const container = page.document.querySelector('[data-island]');
  for (let i = 0; i < 200 && container?.getAttribute('data-island-state') !== state; i++)
    await new Promise((done) => setTimeout(done, 5));
  assert.equal(container?.getAttribute('data-island-state'), state);
}

const tick = () => new Promise((done) => setTimeout(done, 20));

describe('island loader', () => {
  let page: OpenPage;
  afterEach(() => page.close());

  it('fetches an interaction island on the first pointer, touch, focus or key inside it, once', async () => {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
      page = pageWith(counterIsland);
      const loads = await startCounter(['interaction']);
      await tick();
      assert.deepEqual(loads, [], `nothing fetched before ${type}`);
      page.document.querySelector('main')?.dispatchEvent(new page.window.Event(type, { bubbles: true }));
      assert.deepEqual(loads, [], `a ${type} outside the island fetches nothing`);
      const button = page.document.querySelector('button');
      button?.dispatchEvent(new page.window.Event(type, { bubbles: true }));
      button?.dispatchEvent(new page.window.Event(type, { bubbles: true }));
      await reaches(page, 'hydrated');
      assert.deepEqual(loads, ['Counter'], `fetched once after ${type}`);
      await page.close();
    }
    page = pageWith(counterIsland);
  });

  it('watches the closest ancestor an interaction trigger names', async () => {
    page = pageWith(counterIsland);
    const loads = await startCounter([{ interaction: 'header' }]);
    page.document.querySelector('header a')?.dispatchEvent(new page.window.Event('pointerover', { bubbles: true }));
    await reaches(page, 'hydrated');
    assert.deepEqual(loads, ['Counter']);
  });

  it('fetches a scrolledPast island only once the page is scrolled further than the threshold', async () => {
    page = pageWith(counterIsland);
    const loads = await startCounter([{ scrolledPast: 300 }]);
    const scrollTo = async (y: number) => {
      Object.defineProperty(page.window, 'scrollY', { value: y, configurable: true });
      page.window.dispatchEvent(new page.window.Event('scroll'));
      await tick();
    };
    await scrollTo(300);
    assert.deepEqual(loads, [], 'at 300 px');
    await scrollTo(301);
    assert.deepEqual(loads, ['Counter'], 'at 301 px');
    await reaches(page, 'hydrated');
  });

  it('fetches a scrolledPast island on a page opened further down, after the first paint, with no scroll', async () => {
    page = pageWith(counterIsland);
    Object.defineProperty(page.window, 'scrollY', { value: 500, configurable: true });
    const loads = await startCounter([{ scrolledPast: 300 }]);
    // Reading the position lays the page out, so it waits for the first frame rather than hold up its paint.
    assert.deepEqual(loads, [], 'not read as the loader starts');
    await reaches(page, 'hydrated');
    assert.deepEqual(loads, ['Counter']);
  });

  it('replays a click on a button made before the island hydrated, once', async () => {
    page = pageWith(counterIsland);
    await startCounter(['interaction']);
    const button = page.document.querySelector('button');
    button?.dispatchEvent(new page.window.Event('pointerdown', { bubbles: true }));
    button?.click();
    assert.equal(button?.textContent, 'clicked 0', 'nothing happens before hydration');
    await reaches(page, 'hydrated');
    await tick();
    assert.equal(page.document.querySelector('button')?.textContent, 'clicked 1');
  });

  it('replays a key pressed before the island hydrated where focus still is', async () => {
    page = pageWith(counterIsland);
    await startCounter(['interaction']);
    const input = page.document.querySelector('input');
    input?.focus();
    input?.dispatchEvent(new page.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await reaches(page, 'hydrated');
    await tick();
    assert.equal(page.document.querySelector('output')?.textContent, 'Escape');
  });

  it('logs an island name the registry does not know', async () => {
    page = openPage('<!DOCTYPE html><html><body><div data-island="Nope"><p>Server copy</p></div></body></html>');
    await startCounter(['load']);
    assert.deepEqual(page.problems, ['Unknown island "Nope": add it to src/client/islands/registry.ts']);
  });

  it('logs an island whose chunk fails to load and keeps its server HTML', async () => {
    page = pageWith(counterIsland);
    const registry: Record<string, IslandEntry> = {
      Counter: { load: () => Promise.reject(new Error('network down')), when: ['load'] },
    };
    const { startIslands } = await import('../src/client/loader');
    startIslands(registry);
    await reaches(page, 'failed');
    assert.equal(page.document.querySelector('button')?.textContent, 'clicked 0');
    // Reported a moment later, once it is clear the page is not being left (src/client/loader.ts).
    assert.deepEqual(page.problems, [], 'reported at once');
    for (let i = 0; i < 100 && page.problems.length === 0; i++) await tick();
    assert.match(page.problems.join('\n'), /Island "Counter" could not load and keeps its server HTML/);
  });
});

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
      void hydrateIsland(container, 'Exploding', Exploding);
    });
    assert.equal(container.textContent, 'Server copy');
    assert.ok(
      page.problems.some((p) => p.includes('Island "Exploding" failed and kept its server HTML')),
      page.problems.join('\n'),
    );
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
