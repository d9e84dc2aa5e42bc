// Lists the quote requests the site has stored (docs/deploy.md#quote-requests): `npm run requests` for the local D1
// that `npm start` keeps, `npm run requests -- --remote` for the live one (after `wrangler login`). Newest first, with
// whether each has been emailed; --unsent lists only those the mail service has not taken yet.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { flagsOrExit } from '../src/lib/cli';
import { wranglerScript } from '../src/server/cloudflare';
import { requestReference, shownSafely } from '../src/lib/quote-request';
import type { Stored } from '../src/lib/quote-delivery';

const flags = flagsOrExit('npm run requests --', {
  remote: { help: "the live site's database (needs `wrangler login`), not the local one of npm start" },
  unsent: { help: 'only requests not yet emailed' },
  limit: { help: 'how many, newest first (default 50)', value: 'N' },
});
const limit = Number(flags.limit ?? 50);
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit takes a whole number of requests, such as 20: not "${flags.limit}".`);
  process.exit(2);
}
const database = /^database_name = "([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];
if (!database) {
  console.error('wrangler.toml names no D1 database (d1_databases › database_name).');
  process.exit(1);
}
const sql = `SELECT id, received_at, need, phone, name, postcode, preferred_time, message, notified_at, attempts,
  next_attempt_at, last_error FROM quote_requests ${flags.unsent ? 'WHERE notified_at IS NULL' : ''}
  ORDER BY id DESC LIMIT ${limit}`;
const run = spawnSync(
  process.execPath,
  [wranglerScript, 'd1', 'execute', database, flags.remote ? '--remote' : '--local', '--json', '--command', sql],
  { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
if (run.status !== 0) {
  if (/no such table: quote_requests/.test(run.stdout + run.stderr))
    console.error(
      flags.remote
        ? 'The live database has no quote_requests table: apply migrations/ (docs/deploy.md#quote-requests).'
        : 'No local database of requests yet: npm start makes one, and keeps what the form sends in .wrangler/.',
    );
  else process.stderr.write(run.stderr || run.stdout);
  process.exit(run.status ?? 1);
}

/** A stored request as listed: its columns, and how its email has gone. */
type Row = Stored & { notified_at: string | null; next_attempt_at: string | null; last_error: string | null };
const rows = (JSON.parse(run.stdout) as { results: Row[] }[])[0]?.results ?? [];
// Every stored value printed with its hidden characters escaped (shownSafely): a request is what a stranger wrote.
const safe = (value: string | number | null) => shownSafely(String(value ?? '–'));
for (const row of rows) {
  const emailed = row.notified_at
    ? `emailed ${row.notified_at}`
    : `not emailed yet, ${row.attempts} failed ${row.attempts === 1 ? 'try' : 'tries'}` +
      (row.next_attempt_at ? `, next from ${row.next_attempt_at}` : '') +
      (row.last_error ? ` (${safe(row.last_error)})` : '');
  console.log(`${requestReference(row.id)}  ${safe(row.received_at)}  ${emailed}`);
  console.log(
    `  ${safe(row.need)}, ${safe(row.preferred_time)}: ${safe(row.name)}, ${safe(row.phone)}, ${safe(row.postcode)}`,
  );
  if (row.message) console.log(`  ${safe(row.message)}`);
}
console.log(
  rows.length
    ? `${rows.length} request${rows.length === 1 ? '' : 's'}, newest first.`
    : `No ${flags.unsent ? 'unsent ' : ''}requests stored.`,
);
