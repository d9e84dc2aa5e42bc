// Lists the quote requests the site has stored (docs/deploy.md#quote-requests): `npm run requests` for the local D1
// that `npm start` keeps, `npm run requests -- --remote` for the live one (after `wrangler login`). Newest first, with
// how each one's email has gone (emailed, held for the summary, waiting with its tries and last error, or given up);
// --unsent lists only those the mail service has not taken yet.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { flagsOrExit } from '../src/lib/cli';
import { wranglerScript } from '../src/server/wrangler-dev';
import { listingLines, listingQuery, readListing } from './lib/request-listing';

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
const sql = listingQuery(limit, Boolean(flags.unsent));
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

for (const line of listingLines(readListing(run.stdout), Boolean(flags.unsent))) console.log(line);
