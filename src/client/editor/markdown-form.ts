// The Markdown an article's body is written in by the body's rich editor, made the files' own: Decap CMS writes list
// bullets as "*" (its serializer's `bullet` setting, decap-cms-widget-markdown), where content/blog/ writes "-", so
// one word changed in a list-bearing article rewrote every list item. A remark preset, which Decap applies after its
// own settings, sets the files' bullet back. The form check (src/steps/editor-form.ts) keeps the rest of the form.
import CMS from 'decap-cms-app';

/** remark-stringify's settings, which unified's own types leave to the plugin to declare. */
type Preset = Extract<Parameters<typeof CMS.registerRemarkPlugin>[0], { settings?: unknown }>;

export function keepMarkdownForm(): void {
  const settings = { bullet: '-' } as Preset['settings'];
  CMS.registerRemarkPlugin({ settings });
}
