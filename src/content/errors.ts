// Content errors: each names the file, the record and the field, with what was expected and found. Problems
// collects every one of them, so a single build reports every problem of every record.
import type { z } from 'zod';
import { type FieldLines, lineOfField } from './yaml';

/** A problem found while reading a file, before any schema sees it: a YAML syntax error, a file misnamed. */
export interface FileProblem {
  file: string;
  line?: number;
  column?: number;
  field: string;
  expected: string;
  found: string;
}

/** Where in a file: its line, and the column for a syntax error. */
export interface Position {
  line?: number;
  column?: number;
}

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly record: string | undefined,
    readonly field: string,
    readonly expected: string,
    readonly found: string,
    readonly position: Position = {},
  ) {
    // "content/services/lock-repair.yaml:41", the form editors and terminals open at the line.
    const at = [file, position.line, position.line && position.column].filter(Boolean).join(':');
    const where = record ? `${at} › ${record} › ${field}` : `${at} › ${field}`;
    super(`${where}: expected ${expected}, found ${found}`);
    this.name = 'ContentError';
  }
}

/** "faqs[2].question" from a zod path. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, '');
}

/** A short, readable account of a value: strings quoted and cut, arrays by length. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `"${shown}" (${value.length} characters)`;
  }
  if (value !== null && typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const units: Record<string, string> = { array: 'items', string: 'characters', set: 'items' };

/** What the schema wanted, in words (custom messages in src/content/schema/ are already phrased that way). */
function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const unit = units[issue.origin] ?? '';
      if (issue.origin === 'number') return `${issue.code === 'too_small' ? 'at least' : 'at most'} ${bound}`;
      if (issue.message && !issue.message.startsWith('Too ')) return issue.message;
      const quantity = issue.exact ? 'exactly' : issue.code === 'too_small' ? 'at least' : 'at most';
      return `${quantity} ${bound} ${unit}`.trim();
    }
    case 'invalid_type':
      return `a ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `no unknown fields (remove ${issue.keys.join(', ')})`;
    case 'invalid_format':
      return issue.message.startsWith('Invalid') ? `a valid ${issue.format}` : issue.message;
    default:
      return issue.message;
  }
}

/** A schema issue of a record as a ContentError. */
function toContentError(file: string, record: string | undefined, value: unknown, issue: z.core.$ZodIssue) {
  const found = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : describeValue(valueAt(value, issue.path));
  return new ContentError(file, record, fieldName(issue.path) || '(record)', expectation(issue), found);
}

/** Every problem found in the content, reported together so one build shows them all. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `${errors.length} content error${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ${e.message}`).join('\n')}`,
    );
    this.name = 'ContentErrors';
  }
}

/** Collects problems while the tables are checked. */
export class Problems {
  readonly list: ContentError[] = [];
  /** What the build should point out without failing, each naming its file › record › field. */
  readonly warnings: string[] = [];
  /**
   * Where each record is linked or named from, by the record's file: "content/blog/a.md:12 › body". The editor refuses
   * to delete a record while anything refers to it (src/client/editor/deletions.ts).
   */
  readonly references: Record<string, string[]> = {};
  /** `lines`: the line of each field by file, so every problem names the line it is on. */
  constructor(private readonly lines: Record<string, FieldLines> = {}) {}
  add(file: string, record: string | undefined, field: string, expected: string, found: string): void {
    this.list.push(this.error(file, record, field, expected, found));
  }
  /** Notes that `file` (its `record`, `field`, at `line` if known) refers to the record in `target`. */
  refer(target: string, file: string, record: string | undefined, field: string, line?: number): void {
    const at = line ?? lineOfField(this.lines[file], record ? `${record}.${field}` : field);
    const where = [file, at].filter(Boolean).join(':');
    (this.references[target] ??= []).push(record ? `${where} › ${record} › ${field}` : `${where} › ${field}`);
  }
  /** A problem worded as add() words it, with its line, for a warning rather than an error. */
  warn(file: string, record: string | undefined, field: string, expected: string, found: string): void {
    this.warnings.push(this.error(file, record, field, expected, found).message);
  }
  private error(file: string, record: string | undefined, field: string, expected: string, found: string) {
    const line = lineOfField(this.lines[file], record ? `${record}.${field}` : field);
    return new ContentError(file, record, field, expected, found, { line });
  }
  /** A file that could not be read, with the line and column a syntax error gives. */
  addFile({ file, line, column, field, expected, found }: FileProblem): void {
    this.list.push(new ContentError(file, undefined, field, expected, found, { line, column }));
  }
  /** Lines of a file known only once it is parsed (an article's front matter). */
  setLines(file: string, lines: FieldLines): void {
    this.lines[file] = lines;
  }
  /** Validates one record; returns the parsed value, or undefined after noting every issue it has. */
  parse<S extends z.ZodType>(file: string, record: string | undefined, s: S, value: unknown): z.infer<S> | undefined {
    const result = s.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const error = toContentError(file, record, value, issue);
      this.add(file, record, error.field, error.expected, error.found);
    }
    return undefined;
  }
  /**
   * Validates each record of a folder table; `fileOf` names the file of a record by its slug. Files that could not
   * be read (`unreadable`, already reported) are not checked field by field.
   */
  parseTable<S extends z.ZodType>(
    fileOf: (slug: string) => string,
    s: S,
    rows: readonly unknown[],
    unreadable: ReadonlySet<string> = new Set(),
  ): z.infer<S>[] {
    return rows
      .filter((row) => !unreadable.has(fileOf(slugOf(row))))
      .map((row) => this.parse(fileOf(slugOf(row)), undefined, s, row))
      .filter((r) => r !== undefined);
  }
}

/** The slug of a record as read (the folder tables take it from the file name). */
export function slugOf(row: unknown): string {
  const slug = row !== null && typeof row === 'object' ? (row as { slug?: unknown }).slug : undefined;
  return typeof slug === 'string' ? slug : '';
}
