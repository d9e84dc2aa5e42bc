// The build's rule book at every save, wherever the editor saves (GitHub's pull requests, or this machine): before
// Decap writes anything, the entry is checked by the content's own schemas and the rules of one entry
// (src/content/entry-check.ts), with the figures of the site's facts as last published, and a save the build would refuse
// is refused with the build's words: file, field and rule. The rules across records run in the build (and in
// `npm run admin`'s save check), so a pull request's checks still refuse what this cannot see alone.
import { entryProblems, nameProblem, REFUSED } from '../../content/entry-check';
import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper.js';
import { entryText } from '../../lib/editor-text';
import { formFields } from '../../lib/form-order';
import type { FormCollection } from './empty-groups';

/** How the configuration names new entries' files (its `slug` setting), with Decap's default replacement. */
export interface SlugOptions {
  encoding?: string;
  clean_accents?: boolean;
  sanitize_replacement?: string;
}

/**
 * A title as Decap prepares it for a file name: its prepareSlug (decap-cms-core's lib/formatters.js, which loads only
 * inside Decap's bundle), then its sanitizeSlug with the configuration's options.
 */
function slugOf(title: string, options: SlugOptions): string {
  const prepared = title.trim().toLocaleLowerCase().replace(/'/g, '').replace(/\./g, '-');
  return sanitizeSlug(prepared, { sanitize_replacement: '-', ...options });
}

/** Where an entry is saved: its path, or for a new entry its collection's folder and the name Decap makes from its title. */
export function entryFile(
  collections: readonly FormCollection[],
  slug: SlugOptions,
  entry: { collection: string; path: string; data: Record<string, unknown> },
): string | undefined {
  if (entry.path) return entry.path;
  const collection = collections.find((c) => c.name === entry.collection);
  if (!collection?.folder) return undefined;
  const title = entry.data[collection.identifier_field ?? 'title'];
  const name = typeof title === 'string' ? slugOf(title, slug) : '';
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
  const text = entryText(file, data, formFields({ collections }, file) ?? Object.keys(data).map((name) => ({ name })));
  const problems = [
    ...[nameProblem(file) ?? []].flat(),
    ...entryProblems({ file, text }, site, year).map((p) => p.message),
  ];
  return problems.length ? [REFUSED, ...problems].join('\n') : undefined;
}
