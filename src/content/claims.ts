// Claims the copy may not make as worded (docs/CONTENT.md "Claims we can make"), in the patterns a machine can
// catch. One walker reads every string of every content record and every line of every article, so a new field is
// covered without being listed here. Each problem names the file, the record, the field and the rule, and says what
// to write instead. Copy that promises the guarantee while its terms in content/site.yaml are still a stand-in is
// only a warning, kept with the content (Content.warnings) and printed with the stand-ins of content/site.yaml.
import { type KeptMemo, Memo } from '../lib/memo';
import type { RawContent } from './content-files';
import { contentFiles, recordFile } from './content-files';
import { type Problems, slugOf } from './errors';
import { VAT_STATUSES } from '../lib/uk-ids';

interface Claim {
  /** The rule, in the words of docs/CONTENT.md "Claims we can make". */
  rule: string;
  /** Whether one sentence of copy breaks the rule; `field` is its path, such as "faqs[2].answer". */
  breaks: (sentence: string, field: string) => boolean;
  /** What to write instead. */
  instead: string;
}

/** A time in minutes: "30 minutes", "20–30 minutes", "30-minute". */
const MINUTES = /\b\d+(?:[–-]\d+)?[ -]min(?:ute)?s?\b/i;
/** Words that make a time in minutes a time to reach the customer. */
const ARRIVAL =
  /\b(?:be there|there in|arriv\w*|reach\w*|away|with you|to you|on the way|on site|response|respond\w*)\b/i;
/** Fields shown as headings or titles: "title", "seo.title", "ctaHeading", "cta.heading", "metaTitle"… */
const HEADING_FIELD = /(?:heading|title)$/i;
/** A job promised done within the hour: "within the hour", "in under an hour". */
const WITHIN_HOURS = /\b(?:within|in under|in less than) (?:the|an|one|a single) hour\b/i;
/** What makes such a time an aim or a typical case rather than a promise. */
const HEDGED = /\b(?:aim\w*|most|usually|typically|often|normally|on average|average|generally|many)\b/i;
/** A saving given as a percentage: "30–50% cheaper", "up to 70% less", "saving 40%". */
const SAVING = /\b\d+(?:[–-]\d+)?% (?:cheaper|less|lower|off|sav\w*)|\bsav\w* (?:of )?(?:up to )?\d+%/i;

/**
 * People a claim of certification would be about, and "certified" said of them: before them ("certified, insured
 * locksmiths"), or after them through a linking word ("our locksmiths are trained and certified"). "Certified to" a
 * standard is said of a lock.
 */
const PEOPLE = '(?:locksmiths?|team|engineers?|experts?|specialists?|technicians?|fitters?|staff)';
const CERTIFIED_PERSON = new RegExp(
  `\\bcertified\\b(?! to\\b)[\\w ,]{0,30}?\\b${PEOPLE}\\b|\\b${PEOPLE} (?:are|is|all|fully|been)\\b[\\w ,]{0,20}?\\bcertified\\b(?! to\\b)`,
  'i',
);
/** Insurance claimed for the business, its people or its work: "insured locksmiths", "every job is insured". */
const INSURED = new RegExp(
  `\\binsured\\b[\\w ,]{0,30}?\\b(?:${PEOPLE.slice(3, -1)}|work|jobs?)\\b|\\b(?:${PEOPLE.slice(3, -1)}|work|jobs?|we) (?:are|is|all|fully|been|'re|’re)\\b[\\w ,]{0,20}?\\binsured\\b`,
  'i',
);
/** What may be certified: a lock or product, to a standard. */
const PRODUCT = /\b(?:locks?|cylinders?|latch(?:es)?|safes?|products?|BS ?\d+|TS ?007|PAS ?\d+|standards?)\b/i;

const claims: Claim[] = [
  {
    rule: 'arrival times are an aim',
    breaks: (text, field) =>
      HEADING_FIELD.test(field) && MINUTES.test(text) && ARRIVAL.test(text) && !/\baim|\baverage/i.test(text),
    instead: 'a heading or title that gives the arrival time as an aim, such as "We Aim to Be There in 30 Minutes"',
  },
  {
    rule: 'promises are aims',
    breaks: (text) => WITHIN_HOURS.test(text) && !HEDGED.test(text),
    instead:
      'the time as an aim or as what usually happens, such as "most lockouts are resolved within the hour" or "we aim to have you back inside within the hour"',
  },
  {
    rule: 'standards, not approvals',
    breaks: (text) => /\binsurance[- ]approved\b/i.test(text),
    instead:
      'the standards most home insurers ask for, such as "Locks to Insurer Standards" or "locks that meet the standards most home insurers ask for (BS3621, TS007 3-star)": insurers approve no locks',
  },
  {
    rule: 'credentials are memberships that can be checked',
    breaks: (text) => /\bcertified\b/i.test(text) && (CERTIFIED_PERSON.test(text) || !PRODUCT.test(text)),
    instead:
      'what the business can show, such as "trained, insured locksmiths", and each trade body with its number under trader.memberships in content/site.yaml; a lock may be "certified to BS3621", a person may not be called certified',
  },
  {
    rule: 'the V5C names the registered keeper',
    breaks: (text) => /\bproof of ownership\b/i.test(text) && /\bV5C\b/.test(text),
    instead:
      'photo ID and the V5C showing you as the registered keeper (or the new-keeper slip), and the owner’s authority for a finance, lease or company car: the V5C is not proof of ownership',
  },
  {
    rule: 'restricted keys are controlled, not uncopyable',
    breaks: (text) => /\b(?:cannot|can't|can’t|can not) be (?:copied|duplicated)\b|\buncopyable\b/i.test(text),
    instead: 'keys "copied only by an authorised supplier on proof of authorisation"',
  },
  {
    rule: 'savings are typical',
    breaks: (text) => SAVING.test(text) && !/\btypical(?:ly)?\b/i.test(text),
    instead: 'a saving given as typical, such as "typically 30–50% cheaper than a dealership"',
  },
  {
    rule: 'smart locks do not end lockouts',
    breaks: (text) => /\bno more lock-?outs\b|\bnever (?:be |get )?locked out\b|\blocked out again\b/i.test(text),
    instead:
      'fewer lockouts, with the limits (flat batteries, lost phones, failed Wi-Fi) and a mechanical key or override kept as a back-up',
  },
];

/** Talk of a charge beyond the price: a premium (not a car's "premium makes"), a surcharge, a night rate. */
const EXTRA_CHARGE =
  /\bpremium\b(?!\s+(?:makes?|models?|brands?|cars?|vehicles?))|\bsurcharges?\b|\bextra charges?\b|\bnight rates?\b|\bnight(?:-time)? charges?\b|\b(?:charge|cost)s? (?:a little |a bit |slightly )?more at night\b/i;
/** In an article, said of our own prices, not advice about other traders' (every other field of copy is ours). */
const OURS = /\b(?:we|us|our)\b/i;
/** A claim about the price, which the night charge must stand beside: drip pricing otherwise (docs/CONTENT.md). */
const PRICE_CLAIM =
  /\bno call-?out (?:charges?|fees?)\b|\bno hidden (?:fees|charges|costs|extras)\b|\bfixed(?:,)?(?: upfront| up-front)? (?:prices?|pricing|quotes?|fees?)\b|\bfrom £\d/i;
/** Words that say a price includes VAT, or promise what only a VAT-registered business may give. */
const CHARGES_VAT =
  /\b(?:incl(?:uding|udes?|\.)?|inc\.?|plus|\+) VAT\b|\bVAT(?:[- ]inclusive|[- ]included| invoices?| receipts?)\b|\bthe VAT\b/i;

/**
 * The rules that read the charges of content/site.yaml (as written there, filled into the copy as {callOutCharge} and
 * {nightCharge}): talk of our premium gives its figure, and "no call-out charge" stands only while there is none.
 */
function chargeClaims(site: unknown): { rules: Claim[]; reads: unknown } {
  const { charges, trader, facts } = (site ?? {}) as {
    charges?: { callOut?: unknown; night?: unknown };
    trader?: { vatStatus?: unknown };
    facts?: { insured?: unknown };
  };
  const night = typeof charges?.night === 'string' ? charges.night : undefined;
  const callOut = typeof charges?.callOut === 'string' ? charges.callOut : undefined;
  const noVat = trader?.vatStatus === VAT_STATUSES[1];
  const insured = facts?.insured === true;
  const rules: Claim[] = [
    noVat
      ? {
          rule: 'VAT only when registered',
          breaks: (text, field) => CHARGES_VAT.test(text) && (!field.startsWith('line ') || OURS.test(text)),
          instead:
            'a price as the total you pay, without VAT: trader.vatStatus in content/site.yaml says the business is not registered for VAT, so it charges none and gives no VAT invoice',
        }
      : {
          rule: 'prices are totals including VAT',
          breaks: (text) => /\bfrom £\d/i.test(text) && !/\bVAT\b/.test(text),
          instead:
            'a price that says it includes VAT and what it buys, such as "a basic car key, a non-chipped blade key cut on site, from £50 including VAT"',
        },
    {
      rule: 'insured only when insured',
      breaks: (text) => !insured && INSURED.test(text),
      instead:
        'nothing about insurance until facts.insured in content/site.yaml is ticked: the business must hold insurance for the work before the copy says it is insured',
    },
    {
      rule: 'every charge a figure',
      breaks: (text) => night !== undefined && EXTRA_CHARGE.test(text) && !text.includes(night),
      instead:
        'our night charge as its figure, {nightCharge} (charges.night in content/site.yaml), such as "Our night charge: {nightCharge}, included in the fixed price we agree before we start"',
    },
    {
      rule: 'every charge a figure',
      breaks: (text) =>
        callOut !== undefined && callOut !== 'none' && /\bno call-?out (?:charges?|fees?)\b/i.test(text),
      instead: `the call-out charge as it is, {callOutCharge} (charges.callOut in content/site.yaml is ${callOut}, not "none")`,
    },
  ];
  // What the rules read, which keys the memo of what each string breaks.
  return { rules, reads: [night, callOut, noVat, insured] };
}

/** Accreditation, approval or vetting claimed for the business or its people, or membership of a body. */
const WHO = `(?:${PEOPLE.slice(3, -1)}|company|firm|business)`;
const VOUCHED = '(?:accredited|approved|vetted)';
const CREDENTIAL = new RegExp(
  `\\b${VOUCHED}\\b[\\w ,]{0,30}?\\b${WHO}s?\\b|\\b${WHO}s? (?:are|is|all|fully|been)\\b[\\w ,]{0,20}?\\b${VOUCHED}\\b|\\bwe(?: are|'re|’re)\\b[\\w ,]{0,20}?\\b(?:${VOUCHED}|members? of)\\b`,
  'i',
);

/**
 * The rule that reads the memberships of content/site.yaml: copy may call the business or its people accredited,
 * approved, vetted or members only in a sentence that names a body listed under trader.memberships with the link
 * that shows the membership, so a customer can check it.
 */
function credentialClaims(site: unknown): { rules: Claim[]; reads: unknown } {
  const listed = (site as { trader?: { memberships?: { name?: unknown; url?: unknown }[] } } | undefined)?.trader
    ?.memberships;
  const bodies = (Array.isArray(listed) ? listed : [])
    .filter((m) => typeof m.name === 'string' && typeof m.url === 'string')
    .map((m) => String(m.name).toLowerCase());
  const rules: Claim[] = [
    {
      rule: 'credentials are memberships that can be checked',
      breaks: (text) => CREDENTIAL.test(text) && !bodies.some((body) => text.toLowerCase().includes(body)),
      instead:
        'the trade body by name, as listed under trader.memberships in content/site.yaml with the link that shows the membership, such as "We are members of the Master Locksmiths Association", or what the business can show without one ("trained, insured locksmiths")',
    },
  ];
  return { rules, reads: bodies };
}

/** Sentences of a string, so a rule about one claim does not pick up a qualifier from the next sentence. */
const sentences = (text: string) => text.split(/(?<=[.!?;])(?<!\b(?:inc|incl|e\.g|i\.e)\.)\s+/i);

/** Every string in a value with its field path ("faqs[2].answer"): the one walker every rule and warning uses. */
export function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

/** One string of copy: where it is and what it says. */
export interface Copy {
  file: string;
  record?: string;
  field: string;
  text: string;
}

/** Link targets ("href") are addresses, not copy. */
const LINK_TARGET = /(?:^|\.)href$/;

/** The field of an article line: Markdown headings and the front matter's titles count as headings. */
function articleField(line: string, n: number): string {
  if (/^#{1,6} /.test(line)) return `line ${n} heading`;
  if (/^\s*title:/i.test(line)) return `line ${n} title`;
  return `line ${n}`;
}

/**
 * A record of a file or an article: the strings of copy it holds, in order, which the rules read as a whole (a price
 * and the night charge beside it are looked for in one of them), and a key that is the same exactly when they are.
 */
interface CopyUnit {
  key: string;
  copies: () => Copy[];
}

/**
 * Each record of the content's files as the loader reads them, with its strings of copy: link targets are addresses,
 * and the facts and charges of content/site.yaml are figures filled into sentences elsewhere, checked there.
 */
function recordUnits(raw: RawContent): CopyUnit[] {
  const { site, navigation, social, pages } = contentFiles;
  const records: [string, string | undefined, unknown][] = [
    [site.file, site.record, raw.site],
    [navigation.file, navigation.record, raw.navigation],
    [social.file, social.record, raw.social],
  ];
  for (const table of ['services', 'productCategories', 'areas'] as const)
    for (const row of raw[table]) records.push([recordFile(table, slugOf(row)), undefined, row]);
  for (const [key, page] of Object.entries(pages))
    records.push([page.file, page.record, raw.pages[key as keyof typeof pages]]);
  const copy = (field: string, file: string) =>
    !LINK_TARGET.test(field) && !(file === site.file && /^(?:facts|charges)\./.test(field));
  return records.map(([file, record, value]) => ({
    key: `${file}\n${JSON.stringify(value) ?? ''}`,
    copies: () =>
      [...strings(value)].flatMap(([field, text]) => (copy(field, file) ? [{ file, record, field, text }] : [])),
  }));
}

/** An article, line by line, front matter included. */
const articleUnit = ({ file, text }: { file: string; text: string }): CopyUnit => ({
  key: text,
  copies: () => text.split('\n').map((line, i) => ({ file, field: articleField(line, i + 1), text: line })),
});

/**
 * The section a string of copy belongs to, for the rule that the night charge stands beside a price claim: in an
 * article, the lines under one heading; in a record, its top-level field, or one item of a list of groups ("faqs[2]",
 * "sections[1]"), so a list of lines ("features") is one section.
 */
function sectionOf({ field }: Copy, heading: number): string {
  if (field.startsWith('line ')) return `line ${heading}`;
  return /^[^.[]+(?:\[\d+\](?=\.))?/.exec(field)?.[0] ?? field;
}

/**
 * The sections of copy that claim a price ("no call-out charge", "no hidden fees", "fixed price", "from £50") without
 * the night charge of content/site.yaml (charges.night) anywhere in them: the CMA counts a charge every customer at night
 * pays, left out of the price claimed, as drip pricing. In an article, only our own prices count (OURS). Sections
 * never span files.
 */
class PriceSections {
  private readonly night: string | undefined;
  private readonly sections = new Map<string, { claim?: Copy; stated: boolean }>();
  private heading = { file: '', line: 0 };

  constructor(site: unknown) {
    const night = (site as { charges?: { night?: unknown } } | undefined)?.charges?.night;
    this.night = typeof night === 'string' && night !== 'none' ? night : undefined;
  }

  read(copy: Copy): void {
    if (this.night === undefined) return;
    if (this.heading.file !== copy.file) this.heading = { file: copy.file, line: 0 };
    if (copy.field.endsWith(' heading')) this.heading.line = Number(copy.field.split(' ')[1]);
    const key = `${copy.file} › ${copy.record ?? ''} › ${sectionOf(copy, this.heading.line)}`;
    const section = this.sections.get(key) ?? { stated: false };
    this.sections.set(key, section);
    if (copy.text.includes(this.night)) section.stated = true;
    const ours = !copy.field.startsWith('line ') || OURS.test(copy.text);
    if (!section.claim && ours && PRICE_CLAIM.test(copy.text)) section.claim = copy;
  }

  *withoutNightCharge(): Generator<Copy> {
    for (const { claim, stated } of this.sections.values()) if (claim && !stated) yield claim;
  }
}

/** The rules each string broke before in this process (src/lib/memo.ts), by the rules, the field and the text. */
const broken = new Memo<number[]>(20_000);

/** The rules, with what in content/site.yaml they read, and a key that is the same exactly when the rules are. */
function rulesFor(site: unknown): { rules: Claim[]; key: string } {
  const charges = chargeClaims(site);
  const credentials = credentialClaims(site);
  return {
    rules: [...claims, ...charges.rules, ...credentials.rules],
    key: JSON.stringify([charges.reads, credentials.reads]),
  };
}

function brokenRules(rules: Claim[], rulesKey: string, { field, text }: Copy): number[] {
  return broken.of([rulesKey, field, text], () => {
    const said = sentences(text);
    return rules.flatMap((claim, i) => (said.some((s) => claim.breaks(s, field)) ? [i] : []));
  });
}

/** What the claims rules found in one record or article, by the place of each string of copy in it. */
export interface CopyClaims {
  /** The rules each string broke, for the strings that broke any. */
  broke: Record<number, number[]>;
  /** The strings that claim a price without the night charge in their section. */
  unpriced: number[];
  /** The strings that promise the guarantee. */
  guarantees: number[];
}

/**
 * What the rules found in records and articles in earlier builds, by the rules and the copy: at ten thousand pages,
 * reading every string is most of the content's rules, and an edit changes one record or article at a time.
 */
export type ClaimsMemo = KeptMemo<CopyClaims>;

const GUARANTEE = /\bguarantee[ds]?\b/i;

function claimsOf(
  unit: CopyUnit,
  { rules, key, site }: { rules: Claim[]; key: string; site: unknown },
  kept?: ClaimsMemo,
): CopyClaims {
  const memoKey = `${key}\n${unit.key}`;
  const known = kept?.get(memoKey);
  if (known) return known;
  const copies = unit.copies();
  const found: CopyClaims = { broke: {}, unpriced: [], guarantees: [] };
  const prices = new PriceSections(site);
  for (const [i, copy] of copies.entries()) {
    prices.read(copy);
    const broke = brokenRules(rules, key, copy);
    if (broke.length) found.broke[i] = broke;
    if (GUARANTEE.test(copy.text)) found.guarantees.push(i);
  }
  found.unpriced = [...prices.withoutNightCharge()].map((copy) => copies.indexOf(copy));
  kept?.set(memoKey, found);
  return found;
}

const where = ({ file, record, field }: Copy) => (record ? `${file} › ${record} › ${field}` : `${file} › ${field}`);

/**
 * Notes every sentence of copy that makes a claim docs/CONTENT.md rules out. While the guarantee terms in
 * content/site.yaml are unconfirmed, also warns, one line per file, about each record and field that promises the
 * guarantee, so the owner sees what the terms stand behind.
 */
export function checkClaims(raw: RawContent, problems: Problems, kept?: ClaimsMemo): void {
  const confirmed = (raw.site as { guarantee?: { confirmed?: unknown } } | undefined)?.guarantee?.confirmed === true;
  const promises = new Map<string, string[]>();
  const unpriced: Copy[] = [];
  const context = { ...rulesFor(raw.site), site: raw.site };
  for (const unit of [...recordUnits(raw), ...raw.articles.map(articleUnit)]) {
    const found = claimsOf(unit, context, kept);
    const marked = Object.entries(found.broke);
    if (!marked.length && !found.guarantees.length && !found.unpriced.length) continue;
    const copies = unit.copies();
    for (const [i, broke] of marked) {
      const copy = copies[Number(i)]!;
      for (const claim of broke.map((n) => context.rules[n]!))
        problems.add(copy.file, copy.record, copy.field, `${claim.instead} (rule: ${claim.rule})`, quoted(copy.text));
    }
    for (const copy of found.guarantees.map((i) => copies[i]!))
      if (!confirmed && copy.file !== contentFiles.site.file)
        promises.set(copy.file, [...(promises.get(copy.file) ?? []), where(copy).slice(copy.file.length + 3)]);
    unpriced.push(...found.unpriced.map((i) => copies[i]!));
  }
  for (const copy of unpriced)
    problems.add(
      copy.file,
      copy.record,
      copy.field,
      'the night charge beside the price, in the same section, such as "(night charge: {nightCharge})" (charges.night in content/site.yaml) (rule: the night charge beside every price)',
      quoted(copy.text),
    );
  for (const [file, places] of promises)
    problems.warnings.push(
      `${file} › ${places.join(', ')}: promises our workmanship guarantee, whose terms are still a stand-in (check them, then tick Site and menus › Business and figures › Guarantee › Confirmed).`,
    );
}

/** A string of copy as a message quotes it. */
const quoted = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
