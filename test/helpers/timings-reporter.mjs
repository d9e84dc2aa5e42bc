// A node:test reporter that records how long each test file took, for the time table `.ci/run` prints
// (scripts/test-times.ts, docs/testing.md#where-the-time-goes). It prints nothing: the spec reporter beside it does.
// A file's time is the sum of its top-level tests and suites, which include the file's own before and after hooks;
// files that share a process (test/shards/) are told apart by where each test was declared. Without TEST_TIMINGS
// (a file to append to) it records nothing. Plain JavaScript: Node loads reporters before tsx's hooks are in place.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

/** @param {AsyncIterable<{ type: string, data?: { nesting?: number, file?: string, details?: { duration_ms?: number } } }>} source */
export default async function* timingsReporter(source) {
  const out = process.env.TEST_TIMINGS;
  const suite = process.env.npm_lifecycle_event ?? 'node --test';
  /** @type {Map<string, number>} */
  const byFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, file, details } = event.data ?? {};
    if (nesting !== 0 || !file) continue;
    const name = relative(process.cwd(), file);
    byFile.set(name, (byFile.get(name) ?? 0) + (details?.duration_ms ?? 0));
  }
  if (out && byFile.size) {
    const lines = [...byFile].map(([file, ms]) => JSON.stringify({ suite, file, ms: Math.round(ms) }));
    appendFileSync(out, `${lines.join('\n')}\n`);
  }
  // A reporter is a generator of what it prints: this one prints nothing.
  yield '';
}
