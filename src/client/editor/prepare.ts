// An entry of the form made into what a page receives, as the loader makes the files into the content: every
// {figure} filled in (src/lib/template.ts), then each paragraph written in Markdown turned into HTML through the
// build's own sanitizer (src/lib/markdown.ts). The form's fields say which are Markdown (src/steps/editor-config.ts
// gives a Markdown paragraph the markdown widget).
import { inlineMarkdownToHtml } from '../../lib/markdown';
import { fill } from '../../lib/template';
import { isRecord } from '../../lib/is-record';
import type { FormField } from './empty-groups';

/** Every string of a value with the site's figures filled in. */
export function filled<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => filled(v, values)) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, values)])) as T;
  return value;
}

/** A value of `field` with its Markdown made HTML, in the groups and lists within it too. */
function markdownOf(value: unknown, field: FormField): unknown {
  if (field.widget === 'markdown') return typeof value === 'string' ? inlineMarkdownToHtml(value) : value;
  if (Array.isArray(value)) {
    const { field: item, fields } = field;
    if (item) return value.map((v) => markdownOf(v, item));
    if (fields) return value.map((v) => markdownIn(v, fields));
    return value;
  }
  return field.fields ? markdownIn(value, field.fields) : value;
}

function markdownIn(value: unknown, fields: readonly FormField[]): unknown {
  if (!isRecord(value)) return value;
  const out = { ...value };
  for (const field of fields) if (field.name in out) out[field.name] = markdownOf(out[field.name], field);
  return out;
}

/** An entry's data as its page receives it: figures filled in, Markdown paragraphs made HTML. */
export function prepared(value: unknown, fields: readonly FormField[], values: Record<string, string>): unknown {
  return markdownIn(filled(value, values), fields);
}
