// The form the editor writes a content file in: Decap CMS's own YAML and front-matter formatters, run here on the
// file as the editor reads it, with the field order of the editor's configuration. content/ is kept in this form
// (`npm run check`; `npm run content:form` rewrites it), so a save through the editor changes only the lines the owner
// changed: saving an entry untouched writes the file back as it was, and a one-word fix is a one-line diff.
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';
import { type EditorConfig, editorConfig } from './editor-config';

/** What Decap's formatters do: read a file into an entry's data, and write the data back in field order. */
interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
}

/**
 * The names of the fields of the form that edits `file` (a path from the project root), in the form's order: the
 * order Decap writes an entry's keys in. Undefined when no form edits the file (pictures, say).
 */
export function formFields(config: Pick<EditorConfig, 'collections'>, file: string): string[] | undefined {
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

/** The forms as the schemas make them: the origin, categories and backend change no form's fields or their order. */
let forms: Pick<EditorConfig, 'collections'> | undefined;

/** The field order of the form that edits `file`, from the schemas alone (formFields). */
export function schemaFormFields(file: string): string[] | undefined {
  forms ??= editorConfig({ origin: 'https://localhost', categories: [], backend: { local: 'http://localhost' } });
  return formFields(forms, file);
}

/**
 * `text` as the editor would write it back untouched: read by Decap's formatter for the file's kind (front matter for
 * an article, YAML for the rest), written with the form's field order and a final newline, as Decap's backend does
 * (decap-cms-core's entryToRaw). Throws the formatter's own error when the file cannot be read.
 */
export function editorForm(file: string, text: string, fields: readonly string[]): string {
  const formatter = (file.endsWith('.md') ? FrontmatterInfer : yamlFormatter) as Formatter;
  const written = formatter.toFile(formatter.fromFile(text), [...fields], {});
  return written.endsWith('\n') ? written : `${written}\n`;
}
