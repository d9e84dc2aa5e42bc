// The order of the editor's forms: which form edits a file, and an entry's keys in its form's order. Apart from
// src/lib/editor-text.ts, which writes the text with Decap's formatters, so that what reads only the forms (the build's
// field labels) does not load them.
import { isRecord } from './is-record';

/** A field of a form, as far as the order of what it holds goes: a group's or list item's `fields`, a list's `field`. */
export interface OrderedField {
  name: string;
  fields?: readonly OrderedField[];
  field?: OrderedField;
}

/** The forms of the editor's configuration, as far as the order of their fields goes (src/steps/editor-config.ts). */
export interface FieldOrder {
  collections: readonly {
    folder?: string;
    extension?: string;
    fields?: readonly OrderedField[];
    files?: readonly { file: string; fields?: readonly OrderedField[] }[];
  }[];
}

/**
 * The fields of the form that edits `file` (a path from the project root), in the form's order. Undefined when no form
 * edits the file (pictures, say).
 */
export function formFields(config: FieldOrder, file: string): readonly OrderedField[] | undefined {
  for (const collection of config.collections) {
    const inFolder =
      collection.folder !== undefined &&
      file.startsWith(`${collection.folder}/`) &&
      !file.slice(collection.folder.length + 1).includes('/') &&
      file.endsWith(`.${collection.extension ?? 'md'}`);
    const fields = inFolder ? collection.fields : collection.files?.find((f) => f.file === file)?.fields;
    if (fields) return fields;
  }
  return undefined;
}

/**
 * `value` with the keys of every group in its form's order, in groups and list items within groups too; keys the form
 * does not name keep their order, after those it does. Decap holds an entry in Immutable.js maps, which give a group
 * of more than 8 keys in an order of their hashes: the editor's save puts them in this order (src/client/editor/main.ts),
 * so a one-word edit of the quote form's words is a one-line diff, not its 19 keys shuffled.
 */
export function inFormOrder(value: unknown, fields: readonly OrderedField[]): unknown {
  if (!isRecord(value)) return value;
  const named = new Set(fields.map((f) => f.name));
  const ordered: Record<string, unknown> = {};
  for (const field of fields) if (field.name in value) ordered[field.name] = inFieldOrder(value[field.name], field);
  for (const [key, item] of Object.entries(value)) if (!named.has(key)) ordered[key] = item;
  return ordered;
}

function inFieldOrder(value: unknown, field: OrderedField): unknown {
  if (Array.isArray(value)) {
    const { field: item, fields } = field;
    return value.map((v: unknown) => (item ? inFieldOrder(v, item) : fields ? inFormOrder(v, fields) : v));
  }
  return field.fields ? inFormOrder(value, field.fields) : value;
}
