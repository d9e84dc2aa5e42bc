// Visibility assertions for playwright-core locators (playwright-core has no `expect`): each waits briefly for
// the state, since islands update on the next frame, then fails with a message that says what was expected.
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

const WAIT_MS = 3000;

async function reaches(locator: Locator, state: 'visible' | 'hidden'): Promise<boolean> {
  return locator.waitFor({ state, timeout: WAIT_MS }).then(
    () => true,
    () => false,
  );
}

export async function assertVisible(locator: Locator, what: string): Promise<void> {
  assert.ok(await reaches(locator, 'visible'), `${what} should be visible`);
}

export async function assertHidden(locator: Locator, what: string): Promise<void> {
  assert.ok(await reaches(locator, 'hidden'), `${what} should be hidden`);
}

/** Polls a value in the page until it matches, then asserts on its last value (so a failure shows it). */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + WAIT_MS;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 50));
    value = await read();
  }
  assert.ok(ok(value), `${what} (last value: ${JSON.stringify(value)})`);
  return value;
}
