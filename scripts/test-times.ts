// The time table `.ci/run` prints as it ends, passed or failed (docs/testing.md#where-the-time-goes): each step's
// seconds on the clock and how busy the machine's processors were meanwhile, as .ci/run measured them, the least time
// the work could take if every idle moment were filled, and the slowest test files of every suite, as
// test/helpers/timings-reporter.mjs recorded them. Usage: `tsx scripts/test-times.ts DIR`, where DIR holds steps.tsv
// and files.jsonl.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
  const [name = '', seconds = '0', status = '0', busy = '0', idle = '0'] = line.split('\t');
  // Processor time is recorded in hundredths of a second.
  return { name, seconds: Number(seconds), failed: status !== '0', busy: Number(busy) / 100, idle: Number(idle) / 100 };
});
const files = lines('files.jsonl').map((line) => JSON.parse(line) as FileTime);

const secs = (s: number) => `${s.toFixed(0)} s`.padStart(7);
const width = Math.max(20, ...steps.map((s) => s.name.length), ...files.map((f) => f.file.length + 2));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const share = (busy: number, idle: number) => (busy + idle > 0 ? `${Math.round((100 * busy) / (busy + idle))}%` : '');
const all = {
  seconds: sum(steps.map((s) => s.seconds)),
  busy: sum(steps.map((s) => s.busy)),
  idle: sum(steps.map((s) => s.idle)),
};

console.log(`\n${'Where the time went'.padEnd(width + 2)}${'clock'.padStart(7)}  processors busy`);
for (const { name, seconds, failed, busy, idle } of steps)
  console.log(
    `  ${name.padEnd(width)}${secs(seconds)}  ${share(busy, idle).padStart(15)}${failed ? '  (failed)' : ''}`,
  );
console.log(`  ${'all steps'.padEnd(width)}${secs(all.seconds)}  ${share(all.busy, all.idle).padStart(15)}`);
// The work (and, on a shared machine, whatever else ran) spread over every core with no idle moment left.
const cores = availableParallelism();
if (all.busy > 0)
  console.log(
    `  ${all.busy.toFixed(0)} s of processor time on ${cores} cores: even with no moment idle, at least ${(all.busy / cores).toFixed(0)} s.`,
  );

if (files.length) {
  const total = (suite: string) => files.filter((f) => f.suite === suite).reduce((sum, f) => sum + f.ms, 0);
  console.log(`\nThe ${Math.min(SLOWEST, files.length)} slowest test files (their tests' own time, hooks included)`);
  for (const { suite, file, ms } of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    console.log(`  ${file.padEnd(width)}${secs(ms / 1000)}  of ${suite} (${secs(total(suite) / 1000).trim()})`);
}
