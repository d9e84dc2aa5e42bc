// The form the editor writes a content file in: Decap CMS's own YAML and front-matter formatters, run here on the
// file as the editor reads it, with the field order of the editor's configuration. content/ is kept in this form
// (`npm run check`; `npm run content:form` rewrites it), so a save through the editor changes only the lines the owner
// changed: saving an entry untouched writes the file back as it was, and a one-word fix is a one-line diff.
import { entryData, entryText } from '../lib/editor-text';
import { formFields, type OrderedField } from '../lib/form-order';
import { type EditorConfig, editorConfig } from './editor-config';

/** The forms as the schemas make them: the origin, categories and backend change no form's fields or their order. */
let forms: Pick<EditorConfig, 'collections'> | undefined;

/** The fields of the form that edits `file`, in order, from the schemas alone (formFields). */
export function schemaFormFields(file: string): readonly OrderedField[] | undefined {
  forms ??= editorConfig({ origin: 'https://localhost', categories: [], backend: { local: 'http://localhost' } });
  return formFields(forms, file);
}

/**
 * `text` as the editor would write it back: read by Decap's formatter for the file's kind (front matter for an
 * article, YAML for the rest), written with the form's field order at every level and a final newline, as the
 * editor's save and Decap's backend do (src/client/editor/main.ts, decap-cms-core's entryToRaw). An article's body
 * starts on the line after its front matter, as the body's rich editor writes it once it is edited (it drops blank
 * lines at the start; its list bullets are the files' "-", src/client/editor/markdown-form.ts). Throws the formatter's
 * own error when the file cannot be read.
 */
export function editorForm(file: string, text: string, fields: readonly OrderedField[]): string {
  const data = entryData(file, text);
  if (typeof data.body === 'string') data.body = data.body.replace(/^\s*\n/, '');
  return entryText(file, data, fields);
}
