// The text the editor writes an entry as: Decap CMS's own YAML and front-matter formatters, with the field order of
// the form that edits the file. The editor checks that text before it saves (src/client/editor/rule-book.ts), and
// content/ is kept in the same form (src/steps/editor-form.ts), so a save changes only the lines the owner changed.
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';

/** What Decap's formatters do: read a file into an entry's data, and write the data back in field order. */
interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
}

/** The forms of the editor's configuration, as far as the order of their fields goes (src/steps/editor-config.ts). */
export interface FieldOrder {
  collections: readonly {
    folder?: string;
    extension?: string;
    fields?: readonly { name: string }[];
    files?: readonly { file: string; fields?: readonly { name: string }[] }[];
  }[];
}

/**
 * The names of the fields of the form that edits `file` (a path from the project root), in the form's order: the
 * order Decap writes an entry's keys in. Undefined when no form edits the file (pictures, say).
 */
export function formFields(config: FieldOrder, file: string): string[] | undefined {
  for (const collection of config.collections) {
    const inFolder =
      collection.folder !== undefined &&
      file.startsWith(`${collection.folder}/`) &&
      !file.slice(collection.folder.length + 1).includes('/') &&
      file.endsWith(`.${collection.extension ?? 'md'}`);
    const fields = inFolder ? collection.fields : collection.files?.find((f) => f.file === file)?.fields;
    if (fields) return fields.map((f) => f.name);
  }
  return undefined;
}

const formatterOf = (file: string) => (file.endsWith('.md') ? FrontmatterInfer : yamlFormatter) as Formatter;

/** A file's text read as the editor reads it into an entry's data. Throws the formatter's error when it cannot. */
export const entryData = (file: string, text: string) => formatterOf(file).fromFile(text);

/** An entry's data as the editor writes it into `file`: its formatter, the form's field order, a final newline. */
export function entryText(file: string, data: Record<string, unknown>, fields: readonly string[]): string {
  const written = formatterOf(file).toFile(data, [...fields], {});
  return written.endsWith('\n') ? written : `${written}\n`;
}
