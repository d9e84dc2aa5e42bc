// The build names a field by its path in the file ("faqs[4].answer"); the owner knows it by the form's labels ("FAQ 5 ›
// Answer"). Each line of a note that names a field of a file the editor has a form for gets those labels beside the
// path, from the editor's own configuration, so the note says where in the form to look.
import { formFields } from '../../lib/editor-text';

/** A field of the form, as far as its labels go (src/steps/editor-config.ts). */
interface LabelledField {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: readonly LabelledField[];
  field?: LabelledField;
}

interface Forms {
  collections: readonly {
    folder?: string;
    extension?: string;
    fields?: readonly LabelledField[];
    files?: readonly { file: string; fields?: readonly LabelledField[] }[];
  }[];
}

/** "faqs[4].answer" → ["faqs", 4, "answer"]. */
const segments = (path: string): (string | number)[] =>
  [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? (m[1] ?? '') : Number(m[2])));

/** The form's labels for a field's path, such as "FAQ 5 › Answer", or undefined where the form has no such field. */
export function labelsOf(fields: readonly LabelledField[], path: string): string | undefined {
  const labels: string[] = [];
  let here: readonly LabelledField[] = fields;
  let list: LabelledField | undefined;
  for (const part of segments(path)) {
    if (typeof part === 'number') {
      if (!list) return undefined;
      // "FAQ 5": the item by the list's name for one item, counted from 1.
      labels[labels.length - 1] = `${list.label_singular ?? list.label ?? list.name} ${part + 1}`;
      here = list.fields ?? (list.field ? [list.field] : []);
      list = undefined;
      continue;
    }
    const field = here.find((f) => f.name === part);
    if (!field) return undefined;
    labels.push(field.label ?? field.name);
    list = field.fields || field.field ? field : undefined;
    here = field.fields ?? [];
  }
  return labels.join(' › ');
}

/** "content/services/x.yaml:41 › faqs[4].answer: …", with or without the line, and a record before the field. */
const NAMED = /^(?<indent>\s*)(?<file>content\/[^\s:›]+)(?<at>(?::\d+){0,2}) › (?<path>[^:]+?): /;

/** Each line of `lines` that names a field of a form, with the form's labels after the path: "faqs[4].answer (FAQ 5 › Answer)". */
export function withLabels(forms: Forms, lines: string): string {
  return lines
    .split('\n')
    .map((line) => {
      const { indent = '', file = '', at = '', path = '' } = NAMED.exec(line)?.groups ?? {};
      const fields = file && formFields(forms, file);
      if (!path || !fields) return line;
      const labels = labelsOf(fields as readonly LabelledField[], path.split(' › ').join('.'));
      if (!labels) return line;
      const start = indent.length + file.length + at.length + 3 + path.length;
      return `${line.slice(0, start)} (${labels})${line.slice(start)}`;
    })
    .join('\n');
}
