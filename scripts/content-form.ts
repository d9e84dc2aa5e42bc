// `npm run check` step and `npm run content:form`: every file of content/ that the editor edits must be in the form the
// editor writes it in (src/steps/editor-form.ts), so an owner's save changes only what the owner changed. Without
// flags it lists the files that are not and exits 1; `--write` rewrites them in that form and says which it changed.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fg from 'fast-glob';
import { editorForm, schemaFormFields } from '../src/steps/editor-form';
import { flagsOrExit } from '../src/lib/cli';

const flags = flagsOrExit('npm run content:form --', {
  write: { help: 'rewrite the files that are not in the form the editor writes' },
});
const root = resolve(import.meta.dirname, '..');

const files = (await fg('content/**/*.{yaml,md}', { cwd: root })).sort();
const differ: string[] = [];
const unreadable: string[] = [];
let checked = 0;
for (const file of files) {
  const fields = schemaFormFields(file);
  if (!fields) continue;
  checked++;
  const text = await readFile(resolve(root, file), 'utf8');
  let form: string;
  try {
    form = editorForm(file, text, fields);
  } catch (error) {
    unreadable.push(`${file}: ${error instanceof Error ? error.message.split('\n').join(' ') : String(error)}`);
    continue;
  }
  if (form === text) continue;
  differ.push(file);
  if (flags.write) await writeFile(resolve(root, file), form);
}

if (unreadable.length) {
  console.error(`${unreadable.length} content file(s) the editor cannot read:\n  ${unreadable.join('\n  ')}`);
  process.exitCode = 1;
}
if (flags.write) {
  console.log(
    differ.length
      ? `Rewrote ${differ.length} of ${checked} content files in the editor's form:\n  ${differ.join('\n  ')}`
      : `All ${checked} content files were already in the editor's form.`,
  );
} else if (differ.length) {
  console.error(
    `${differ.length} of ${checked} content files are not in the form the editor writes, so the editor's next save of each would rewrite it whole:\n  ${differ.join('\n  ')}\nRun npm run content:form to rewrite them (docs/CONTENT.md › How the files are written).`,
  );
  process.exitCode = 1;
} else {
  console.log(`Content: ${checked} files in the editor's form.`);
}
