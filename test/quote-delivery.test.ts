// docs/site.md#privacy: the quote form's limit counts are deleted within the time the privacy notice states
// ({countsKept}, COUNTS_KEPT), worked out from the clock's schedule (wrangler.clock.toml) and the age forgetOld deletes,
// and never before the window they are counted in has passed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CLOCK_EVERY_MINUTES, COUNTS_KEPT, type D1Database, forgetOld } from '../src/lib/quote-requests/delivery';
import { REQUEST_LIMITS } from '../src/lib/quote-requests/form';
import { siteValues } from '../src/content/fill';

/** A D1 that records each statement and what it was bound to, and changes nothing. */
function recordingDb(): { db: D1Database; bound: Map<string, unknown[]> } {
  const bound = new Map<string, unknown[]>();
  const db = {
    prepare: (sql: string) => ({
      bind: (...values: unknown[]) => {
        bound.set(sql, values);
        return { run: async () => ({}), all: async () => ({ results: [] }), first: async () => null };
      },
    }),
  } as unknown as D1Database;
  return { db, bound };
}

describe('how long the limit counts are kept', () => {
  it('runs the clock as often as COUNTS_KEPT counts on', () => {
    const cron = /crons = \["([^"]+)"\]/.exec(readFileSync('wrangler.clock.toml', 'utf8'))?.[1] ?? '';
    assert.equal(
      cron,
      `*/${CLOCK_EVERY_MINUTES} * * * *`,
      'wrangler.clock.toml runs the clock every CLOCK_EVERY_MINUTES',
    );
  });

  it('deletes a count, at the latest, by the first run of the clock within COUNTS_KEPT, and never while its window is open', async () => {
    const { db, bound } = recordingDb();
    const before = Date.now();
    await forgetOld(db, 12);
    const [cutoff] = [...bound.entries()].find(([sql]) => sql.includes('quote_request_hits'))?.[1] ?? [];
    assert.equal(typeof cutoff, 'string');
    const age = before - Date.parse(String(cutoff));
    const minutes = Number.parseInt(COUNTS_KEPT, 10);
    assert.ok(
      age + CLOCK_EVERY_MINUTES * 60_000 <= minutes * 60_000 + 1000,
      `${age} ms old at most, deleted within ${COUNTS_KEPT}`,
    );
    assert.ok(age >= REQUEST_LIMITS.windowMinutes * 60_000 - 1000, 'the window is over before its counts go');
  });

  it('is the figure {countsKept} the privacy notice is filled with', () => {
    assert.equal(siteValues({}, 2026).countsKept, COUNTS_KEPT);
    assert.match(COUNTS_KEPT, /^\d+ minutes$/);
  });
});
