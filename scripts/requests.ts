// Lists the quote requests the site has stored (docs/deploy.md#quote-requests): `npm run requests` for the local D1
// that `npm start` keeps, `npm run requests -- --remote` for the live one (after `wrangler login`). Newest first, with
// whether each has been emailed; --unsent lists only those the mail service has not taken yet.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { flagsOrExit } from '../src/lib/cli';
import { wranglerScript } from '../src/server/cloudflare';

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
const sql = `SELECT id, received_at, need, phone, name, postcode, preferred_time AS time, message,
  COALESCE(notified_at, 'not yet') AS emailed, attempts AS failed_tries
  FROM quote_requests ${flags.unsent ? 'WHERE notified_at IS NULL' : ''} ORDER BY id DESC LIMIT ${limit}`;
const run = spawnSync(
  process.execPath,
  [wranglerScript, 'd1', 'execute', database, flags.remote ? '--remote' : '--local', '--command', sql],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
process.exit(run.status ?? 1);
