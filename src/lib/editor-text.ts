// The text the editor writes an entry as: Decap CMS's own YAML and front-matter formatters, with the field order of
// the form that edits the file (src/lib/form-order.ts), in its groups and lists too. The editor checks that text
// before it saves (src/client/editor/rule-book.ts), and content/ is kept in the same form (src/steps/editor-form.ts),
// so a save changes only the lines the owner changed.
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';
import { inFormOrder, type OrderedField } from './form-order';

/** What Decap's formatters do: read a file into an entry's data, and write the data back in field order. */
interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
}

const formatterOf = (file: string) => (file.endsWith('.md') ? FrontmatterInfer : yamlFormatter) as Formatter;

/** A file's text read as the editor reads it into an entry's data. Throws the formatter's error when it cannot. */
export const entryData = (file: string, text: string) => formatterOf(file).fromFile(text);

/** An entry's data as the editor writes it into `file`: its formatter, the form's field order, a final newline. */
export function entryText(file: string, data: Record<string, unknown>, fields: readonly OrderedField[]): string {
  const ordered = inFormOrder(data, fields) as Record<string, unknown>;
  const written = formatterOf(file).toFile(
    ordered,
    fields.map((f) => f.name),
    {},
  );
  return written.endsWith('\n') ? written : `${written}\n`;
}
