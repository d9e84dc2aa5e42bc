// The build names a field by its path in the file ("faqs[4].answer"); the owner knows it by the form's labels ("FAQs ›
// “Do you charge a call-out fee?” › Answer"). Each line of a message that names a field of a file the editor has a
// form for gets those labels beside the path, from the editor's own configuration, so the line says where in the form
// to look: the build's errors and warnings (src/steps/content.ts), a refused save and the build's note in the editor.
import { type FieldOrder, formFields } from './form-order';
import { isRecord } from './is-record';

/** A field of the form, as far as its labels go (src/steps/editor-config.ts). */
export interface LabelledField {
  name: string;
  label?: string;
  label_singular?: string;
  /** How a folded list item is named in the form: "{{fields.heading}}", its heading. */
  summary?: string;
  fields?: readonly LabelledField[];
  field?: LabelledField;
}

/** "faqs[4].answer" → ["faqs", 4, "answer"]. */
const segments = (path: string): (string | number)[] =>
  [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? (m[1] ?? '') : Number(m[2])));

/** The words a folded list item shows as its name in the form (its `summary`), if `item` has them. */
function itemName(list: LabelledField, item: unknown): string | undefined {
  const field = /^\{\{fields\.(\w+)\}\}$/.exec(list.summary ?? '')?.[1];
  const name = field && isRecord(item) ? item[field] : undefined;
  return typeof name === 'string' && name.trim() ? `“${name.trim()}”` : undefined;
}

/**
 * The form's labels for a field's path, such as "FAQs › “Do you charge a call-out fee?” › Answer", or undefined where
 * the form has no such field. A list's item is named as the folded list shows it, by its heading or question, when
 * `data` (the entry's fields) has it; otherwise by the list's name for one item, counted from 1: "FAQ 5".
 */
export function labelsOf(fields: readonly LabelledField[], path: string, data?: unknown): string | undefined {
  const labels: string[] = [];
  let here: readonly LabelledField[] = fields;
  let list: LabelledField | undefined;
  let value = data;
  for (const part of segments(path)) {
    if (typeof part === 'number') {
      if (!list) return undefined;
      value = Array.isArray(value) ? value[part] : undefined;
      const named = itemName(list, value);
      if (named) labels.push(named);
      else labels[labels.length - 1] = `${list.label_singular ?? list.label ?? list.name} ${part + 1}`;
      here = list.fields ?? (list.field ? [list.field] : []);
      list = undefined;
      continue;
    }
    const field = here.find((f) => f.name === part);
    if (!field) return undefined;
    labels.push(field.label ?? field.name);
    value = isRecord(value) ? value[part] : undefined;
    list = field.fields || field.field ? field : undefined;
    here = field.fields ?? [];
  }
  return labels.join(' › ');
}

/** "content/services/x.yaml:41 › faqs[4].answer: …", with or without the line, and a record before the field. */
const NAMED = /^(?<indent>\s*)(?<file>content\/[^\s:›]+)(?<at>(?::\d+){0,2}) › (?<path>[^:(]+?): /;

/**
 * Each line of `lines` that names a field of a form, with the form's labels after the path: "faqs[4].answer (FAQ 5 ›
 * Answer)". `dataOf` gives a file's fields where they are known, to name list items as the form does. A line labelled
 * already is left as it is.
 */
export function withLabels(
  forms: FieldOrder,
  lines: string,
  dataOf: (file: string) => unknown = () => undefined,
): string {
  return lines
    .split('\n')
    .map((line) => {
      const { indent = '', file = '', at = '', path = '' } = NAMED.exec(line)?.groups ?? {};
      const fields = file && formFields(forms, file);
      if (!path || !fields) return line;
      const labels = labelsOf(fields as readonly LabelledField[], path.split(' › ').join('.'), dataOf(file));
      if (!labels) return line;
      const start = indent.length + file.length + at.length + 3 + path.length;
      return `${line.slice(0, start)} (${labels})${line.slice(start)}`;
    })
    .join('\n');
}
