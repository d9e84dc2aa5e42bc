// An optional group the owner empties (an article's SEO group, its fields typed and then cleared) is removed at the
// save, as if never filled: Decap would otherwise write `seo: { metaDescription: "" }`, which the build refuses, since
// a group that is there must be whole. A group with anything in it is left for the build to check.
import { isRecord } from '../../lib/is-record';

/** A field of the editor's configuration, as far as this needs it (src/steps/editor-config.ts writes them). */
export interface FormField {
  name: string;
  /** How the form names it, and one item of a list, and a folded item (src/lib/field-labels.ts). */
  label?: string;
  label_singular?: string;
  summary?: string;
  widget?: string;
  required?: boolean;
  /** A UK telephone number (src/client/editor/telephones.ts). */
  telephone?: boolean;
  fields?: readonly FormField[];
  /** The field of each item of a list of single values. */
  field?: FormField;
}

/** A collection of the configuration: a folder's entries share `fields`, a file collection's files have their own. */
export interface FormCollection {
  name: string;
  /** A folder collection's folder, the extension of its files and the field its new entries are named from. */
  folder?: string;
  extension?: string;
  identifier_field?: string;
  fields?: readonly FormField[];
  files?: readonly { name: string; file: string; fields?: readonly FormField[] }[];
}

/** Nothing typed: no value, an empty text, an empty list, or a group of nothing but those. */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.values(value).every(isEmpty));

/** The paths of the optional groups `data` holds empty, outermost first: what the save removes. */
export function emptyGroups(data: unknown, fields: readonly FormField[], at: readonly string[] = []): string[][] {
  if (!isRecord(data)) return [];
  return fields.flatMap((field) => {
    const value = data[field.name];
    if (field.widget !== 'object' || value === undefined) return [];
    if (field.required === false && isEmpty(value)) return [[...at, field.name]];
    return emptyGroups(value, field.fields ?? [], [...at, field.name]);
  });
}

/** The fields of an entry: its folder collection's, or its file's in a collection of files. */
export function fieldsOf(collections: readonly FormCollection[], collection: string, file: string): FormField[] {
  const found = collections.find((c) => c.name === collection);
  return [...(found?.fields ?? found?.files?.find((f) => f.name === file)?.fields ?? [])];
}
