// Deleting an entry that other content links to or names would leave the site unable to build: a pull request's
// checks would fail on the live site, where Decap deletes at once. Decap asks "Are you sure…?" with the browser's
// confirm() before it deletes; for an entry the published site refers to, the editor answers no itself and names
// each place in the note at the foot (note.ts), from the references the build found (Content.references). Under
// npm run admin the local backend refuses the same deletion instead, with the content as it is on disk at that moment
// (the editor's page keeps the references it was built with until it is reloaded).
import { NOT_DELETED } from '../../content/entry-check';
import type { FormCollection } from './empty-groups';
import type { Note } from './note';

const ADVICE = 'Each line names a file, the line in it and the field that links to this entry or names it.';

/** The file of the entry open at `hash` ("#/collections/articles/entries/a-guide"), if its collection is a folder. */
export function openEntryFile(collections: readonly FormCollection[], hash: string): string | undefined {
  const [, name, slug] = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(hash) ?? [];
  const collection = collections.find((c) => c.name === name);
  if (!collection?.folder || !slug) return undefined;
  return `${collection.folder}/${decodeURIComponent(slug)}.${collection.extension ?? 'md'}`;
}

/**
 * Answers Decap's questions before a deletion (`questions`, its phrases) with no, showing why in `note`, while the
 * entry open in `win` is linked or named from elsewhere.
 */
export function refuseLinkedDeletions(
  win: Window,
  collections: readonly FormCollection[],
  references: Record<string, string[]>,
  questions: readonly string[],
  note: Note,
): void {
  const ask = win.confirm.bind(win);
  win.confirm = (message?: string) => {
    const file = questions.includes(String(message)) ? openEntryFile(collections, win.location.hash) : undefined;
    const from = file ? (references[file] ?? []) : [];
    if (from.length === 0) return ask(message);
    note.show(NOT_DELETED, ADVICE, from.join('\n'));
    return false;
  };
}
