// Claims the copy may not make as worded (docs/CONTENT.md "Claims we can make"), in the patterns a machine can
// catch: every string of every content record and every line of every article is read, so a new field is covered
// without being listed here. Each problem names the file, the record, the field and what to write instead.
import type { RawContent } from './files';
import { contentFiles } from './files';
import type { Problems } from './errors';

interface Claim {
  /** What the copy says that it may not. */
  breaks: (text: string, field: string) => boolean;
  /** What to write instead: the message's "expected". */
  instead: string;
}

const ARRIVAL = /\b\d+(?:[–-]\d+)? minutes?\b/i;
const ARRIVAL_WORDS = /\b(?:be there|arriv\w*|reach\w*|away|with you|response)\b/i;

const claims: Claim[] = [
  {
    breaks: (text, field) =>
      /(?:heading|title)$/i.test(field) &&
      ARRIVAL.test(text) &&
      ARRIVAL_WORDS.test(text) &&
      !/\baim|average/i.test(text),
    instead: 'an arrival time in a heading or title that says "aim" or "on average" (it is an aim, not a promise)',
  },
  {
    breaks: (text) => /insurance[- ]approved/i.test(text),
    instead:
      'the standards most home insurers ask for (BS3621, TS007 3-star) rather than "insurance approved": insurers approve no locks',
  },
  {
    breaks: (text) => /proof of ownership[^.]*\bV5C\b|\bV5C\b[^.]*proof of ownership/i.test(text),
    instead:
      'photo ID and the V5C showing the registered keeper (the V5C is not proof of ownership), and the owner’s authority for a finance, lease or company car',
  },
  {
    breaks: (text) => /\bcannot be copied\b/i.test(text),
    instead: 'keys "copied only by an authorised supplier" (restricted keys are controlled, not uncopyable)',
  },
];

/** Every string in a value with its field path ("faqs[2].answer"). */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

const recordName = (row: unknown, i: number) =>
  row && typeof row === 'object' && 'slug' in row && typeof row.slug === 'string' ? row.slug : `#${i + 1}`;

export function checkClaims(raw: RawContent, problems: Problems): void {
  const check = (file: string, record: string | undefined, value: unknown) => {
    for (const [field, text] of strings(value))
      for (const claim of claims)
        if (claim.breaks(text, field)) problems.add(file, record, field, claim.instead, JSON.stringify(text));
  };
  const { site, navigation, social, services, productCategories, areas, pages } = contentFiles;
  check(site.file, site.record, raw.site);
  check(navigation.file, navigation.record, raw.navigation);
  check(social.file, social.record, raw.social);
  for (const [table, rows] of [
    [services.file, raw.services],
    [productCategories.file, raw.productCategories],
    [areas.file, raw.areas],
  ] as const)
    rows.forEach((row, i) => check(table, recordName(row, i), row));
  for (const [key, page] of Object.entries(pages)) check(page.file, page.record, raw.pages[key as keyof typeof pages]);
  for (const article of raw.articles)
    article.text.split('\n').forEach((line, i) => {
      // Markdown headings and the front matter's title fields count as headings.
      const field = /^#{1,6} /.test(line)
        ? `line ${i + 1} heading`
        : /^\s*(?:seo)?title:/i.test(line)
          ? `line ${i + 1} title`
          : `line ${i + 1}`;
      check(article.file, undefined, { [field]: line });
    });
}
