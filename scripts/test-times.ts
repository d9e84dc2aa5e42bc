// The time table `.ci/run` prints as it ends, passed or failed (docs/quality.md#where-the-time-goes): each step's
// seconds, as .ci/run timed them, and the slowest test files of every suite, as test/helpers/timings-reporter.mjs
// recorded them. Usage: `tsx scripts/test-times.ts DIR`, where DIR holds steps.tsv and files.jsonl.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How many of the slowest test files are listed. */
const SLOWEST = 10;

interface FileTime {
  suite: string;
  file: string;
  ms: number;
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: tsx scripts/test-times.ts DIR (the folder .ci/run writes steps.tsv and files.jsonl into)');
  process.exit(2);
}

const lines = (name: string) =>
  existsSync(join(dir, name))
    ? readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
    : [];

const steps = lines('steps.tsv').map((line) => {
  const [name = '', seconds = '0', status = '0'] = line.split('\t');
  return { name, seconds: Number(seconds), failed: status !== '0' };
});
const files = lines('files.jsonl').map((line) => JSON.parse(line) as FileTime);

const secs = (s: number) => `${s.toFixed(0)} s`.padStart(7);
const width = Math.max(20, ...steps.map((s) => s.name.length), ...files.map((f) => f.file.length + 2));

console.log('\nWhere the time went');
for (const { name, seconds, failed } of steps)
  console.log(`  ${name.padEnd(width)}${secs(seconds)}${failed ? '  (failed)' : ''}`);
console.log(`  ${'all steps'.padEnd(width)}${secs(steps.reduce((sum, s) => sum + s.seconds, 0))}`);

if (files.length) {
  const total = (suite: string) => files.filter((f) => f.suite === suite).reduce((sum, f) => sum + f.ms, 0);
  console.log(`\nThe ${Math.min(SLOWEST, files.length)} slowest test files (their tests' own time, hooks included)`);
  for (const { suite, file, ms } of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    console.log(`  ${file.padEnd(width)}${secs(ms / 1000)}  of ${suite} (${secs(total(suite) / 1000).trim()})`);
}
