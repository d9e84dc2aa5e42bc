// The editor's words where Decap's own read as a program's: a field's rule is given as the rule itself ("Basic key
// price: Write a price in pounds, such as "£50"."), not "didn't match the pattern", and a save or deletion that fails
// says "Not saved" or "Not deleted" before the reason, and a new entry's button reads "New Article". Everything else is
// Decap's English as it ships.
import { en } from 'decap-cms-locales/dist/esm/index.js';

type Phrases = { [key: string]: string | Phrases };

/** `base` with the phrases of `changes` put in at their paths. */
function withChanges(base: Phrases, changes: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const under = out[key];
    out[key] = typeof value === 'string' || typeof under !== 'object' ? value : withChanges(under, value);
  }
  return out;
}

export const phrases = withChanges(en as Phrases, {
  editor: {
    editorControlPane: {
      widget: {
        // The schema's messages are whole sentences (src/steps/editor-config.ts: "Write …").
        regexPattern: '%{fieldLabel}: %{pattern}',
        rangeMin: '%{fieldLabel}: at least %{minCount} items.',
        rangeMax: '%{fieldLabel}: at most %{maxCount} items.',
        rangeCount: '%{fieldLabel}: between %{minCount} and %{maxCount} items.',
      },
    },
  },
  collection: {
    collectionTop: {
      // "New Article", as the owner's guide says, where Decap writes "＋ Article" in a sign some phones' fonts lack.
      newButton: 'New %{collectionLabel}',
    },
  },
  ui: {
    toast: {
      onFailToPersist: 'Not saved: %{details}',
      onFailToDelete: 'Not deleted: %{details}',
      missingRequiredField:
        'Not saved: a field the form needs is empty. It is marked in red; fill it in, then save again.',
    },
  },
});
