// The build's flags (build.ts, read by src/lib/cli.ts): both spellings of a value work, and a flag or value the
// build does not know stops it with the list of valid ones rather than being ignored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUILD_FLAGS } from '../build';
import { readFlags, UsageError } from '../src/lib/cli';

const read = (...args: string[]) => readFlags('npm run build --', BUILD_FLAGS, { args });

describe('build flags', () => {
  it('reads --report full and --report=full alike, and the switches', () => {
    assert.equal(read('--report', 'full').report, 'full');
    assert.equal(read('--report=full').report, 'full');
    const flags = read('--quiet', '--no-cache');
    assert.equal(flags.quiet, true);
    assert.equal(flags['no-cache'], true);
    assert.equal(flags.report, undefined);
  });

  it('stops on an unknown flag, listing the valid ones', () => {
    assert.throws(
      () => read('--reprot=full'),
      (error: unknown) =>
        error instanceof UsageError &&
        /Unknown option '--reprot'/.test(error.message) &&
        /--quiet[\s\S]*--no-cache[\s\S]*--report budget\|full/.test(error.message),
    );
  });

  it('stops on a value the flag does not take, and on a stray argument', () => {
    assert.throws(() => read('--report', 'fast'), /--report takes budget or full, not "fast"/);
    assert.throws(() => read('full'), UsageError);
  });
});
