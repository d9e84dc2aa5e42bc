// What `npm run requests` asks the database and how it prints the answer (scripts/requests.ts), apart so a test can
// read wrangler's real output with it. wrangler 3's `d1 execute --json` gives a SQL NULL as the text "null", which a
// visitor could also have written: so each row is asked for as one JSON object built by SQLite (json_object), whose
// nulls stay null, and read back with JSON.parse.
import type { Columns } from '../../src/lib/quote-requests/delivery';
import { shownSafely } from '../../src/lib/quote-requests/request';

/** A stored request as listed: its fields, and how its email has gone. */
export interface ListedRequest extends Columns {
  id: number;
  reference: string | null;
  received_at: string;
  notified_at: string | null;
  held: number;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  given_up_at: string | null;
}

const COLUMNS: readonly (keyof ListedRequest)[] = [
  'id',
  'reference',
  'received_at',
  'need',
  'phone',
  'name',
  'postcode',
  'preferred_time',
  'message',
  'notified_at',
  'held',
  'attempts',
  'next_attempt_at',
  'last_error',
  'given_up_at',
];

/** The query: newest first, `limit` of them, only the unsent ones with `unsent`. */
export function listingQuery(limit: number, unsent: boolean): string {
  const fields = COLUMNS.map((c) => `'${c}', ${c}`).join(', ');
  return `SELECT json_object(${fields}) AS request FROM quote_requests ${unsent ? 'WHERE notified_at IS NULL' : ''} ORDER BY id DESC LIMIT ${limit}`;
}

/** The rows in wrangler's `d1 execute --json` output for listingQuery. */
export function readListing(stdout: string): ListedRequest[] {
  const results = (JSON.parse(stdout) as { results: { request: string }[] }[])[0]?.results ?? [];
  return results.map((r) => JSON.parse(r.request) as ListedRequest);
}

/** How a request's email has gone, in a line: emailed when, held for the summary, given up, or waiting and why. */
export function deliveryOf(row: ListedRequest): string {
  const safe = (value: string) => shownSafely(value);
  if (row.notified_at) return `emailed ${row.notified_at}${row.held ? ' (in a summary)' : ''}`;
  const tries = `${row.attempts} failed ${row.attempts === 1 ? 'try' : 'tries'}`;
  const error = row.last_error ? `, last: ${safe(row.last_error)}` : '';
  if (row.given_up_at) return `NOT EMAILED, given up ${row.given_up_at} after ${tries}${error}: call them back`;
  if (row.held && row.attempts === 0)
    return 'not emailed yet, held for the next summary (the form was over its ceiling)';
  return `not emailed yet, ${tries}${row.next_attempt_at ? `, next try from ${row.next_attempt_at}` : ''}${error}`;
}

/** The listing as printed: each request's reference, time and delivery, then its fields, every value made safe. */
export function listingLines(rows: readonly ListedRequest[], unsent: boolean): string[] {
  // Every stored value printed with its hidden characters escaped (shownSafely): a request is what a stranger wrote.
  const safe = (value: string | number | null) => shownSafely(String(value ?? '–'));
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(`${safe(row.reference ?? `#${row.id}`)}  ${safe(row.received_at)}  ${deliveryOf(row)}`);
    lines.push(
      `  ${safe(row.need)}, ${safe(row.preferred_time)}: ${safe(row.name)}, ${safe(row.phone)}, ${safe(row.postcode)}`,
    );
    if (row.message) lines.push(`  ${safe(row.message)}`);
  }
  lines.push(
    rows.length
      ? `${rows.length} request${rows.length === 1 ? '' : 's'}, newest first.`
      : `No ${unsent ? 'unsent ' : ''}requests stored.`,
  );
  return lines;
}
