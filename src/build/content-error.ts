// Turns schema issues into errors that name the file, the record and the field, with what was expected and found.
import type { z } from 'zod';

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly record: string | undefined,
    readonly field: string,
    readonly expected: string,
    readonly found: string,
  ) {
    const where = record ? `${file} › ${record} › ${field}` : `${file} › ${field}`;
    super(`${where}: expected ${expected}, found ${found}`);
    this.name = 'ContentError';
  }
}

/** "faqs[2].question" from a zod path. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, '');
}

/** A short, readable account of a value: strings quoted and cut, arrays by length. */
export function describeValue(value: unknown): string {
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

/** What the schema wanted, in words (custom messages in content/schema.ts are already phrased that way). */
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

/** The first schema issue of a record as a ContentError. */
export function toContentError(file: string, record: string | undefined, value: unknown, issue: z.core.$ZodIssue) {
  const found = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : describeValue(valueAt(value, issue.path));
  return new ContentError(file, record, fieldName(issue.path) || '(record)', expectation(issue), found);
}
