// The build's rule book at every save, wherever the editor saves (GitHub's pull requests, or this machine): before
// Decap writes anything, the entry is checked by the content's own schemas and the rules of one entry
// (src/content/entry-check.ts), with the figures of the site's facts as last saved, and a save the build would refuse
// is refused with the build's words: file, field and rule. The rules across records run in the build (and in
// `npm run admin`'s save check), so a pull request's checks still refuse what this cannot see alone.
import { entryProblems, nameProblem, REFUSED } from '../../content/entry-check';
import { entryText, formFields } from '../../lib/editor-text';
import type { FormCollection } from './empty-groups';

/** Where an entry is saved: its path, or for a new entry its collection's folder and a name made from its title. */
export function entryFile(
  collections: readonly FormCollection[],
  entry: { collection: string; path: string; data: Record<string, unknown> },
): string | undefined {
  if (entry.path) return entry.path;
  const collection = collections.find((c) => c.name === entry.collection);
  if (!collection?.folder) return undefined;
  const title = entry.data[collection.identifier_field ?? 'title'];
  // As Decap makes the name (ASCII, accents dropped, anything else a hyphen); a problem's message names the file.
  const name = String(title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${collection.folder}/${name || 'new-entry'}.${collection.extension ?? 'md'}`;
}

/**
 * Why the build would refuse the entry, in its words, or undefined when the entry passes its own checks: its data is
 * written as the editor will write it (src/lib/editor-text.ts) and checked as the loader reads that file.
 */
export function refusal(
  collections: readonly FormCollection[],
  file: string,
  data: Record<string, unknown>,
  site: unknown,
  year: number,
): string | undefined {
  const text = entryText(file, data, formFields({ collections }, file) ?? Object.keys(data));
  const problems = [
    ...[nameProblem(file) ?? []].flat(),
    ...entryProblems({ file, text }, site, year).map((p) => p.message),
  ];
  return problems.length ? [REFUSED, ...problems].join('\n') : undefined;
}
