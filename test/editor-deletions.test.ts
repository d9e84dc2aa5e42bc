// docs/content-reference.md: the editor refuses to delete an entry that other content links to or names, before
// Decap deletes it (on the live site it deletes at once), naming each place from the references the build found; and
// those references are the places the build would then refuse, so the editor and the build agree.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Window } from 'happy-dom';
import { openEntryFile, refuseLinkedDeletions } from '../src/client/editor/deletions';
import { NOT_DELETED } from '../src/content/entry-check';
import { type ContentValues, readContent, validateContent } from '../src/content/load';
import { errorsOf } from './helpers/content-errors';
import { editorConfig } from '../src/steps/editor-config';

const raw = readContent();
const content = validateContent(raw, {});
const { collections } = editorConfig({ origin: 'https://localhost', categories: [], backend: { local: 'http://l' } });
const QUESTION = 'Are you sure you want to delete this published entry?';

/** A linked article and one nothing links to, whichever they are. */
const articles = raw.articles.map((a) => a.file);
const linked = articles.find((file) => content.references[file]?.length);
const hashOf = (file: string) => `#/collections/articles/entries/${file.replace(/^content\/blog\/|\.md$/g, '')}`;

function editorAt(hash: string, references = content.references) {
  const window = new Window({ url: `https://site.test/admin/${hash}` });
  const asked: string[] = [];
  const shown: string[][] = [];
  (window as unknown as { confirm: (m?: string) => boolean }).confirm = (message) => {
    asked.push(String(message));
    return true;
  };
  const note = { show: (...parts: string[]) => void shown.push(parts), hide: () => {} };
  const win = window as unknown as globalThis.Window;
  refuseLinkedDeletions(win, collections, references, [QUESTION], note);
  return { confirm: (message: string) => win.confirm(message), asked, shown, close: () => window.happyDOM.close() };
}

describe('deleting an entry in the editor', () => {
  it('finds the file of the entry open at an address', () => {
    assert.equal(
      openEntryFile(collections, '#/collections/services/entries/lock-repair'),
      'content/services/lock-repair.yaml',
    );
    assert.equal(openEntryFile(collections, '#/collections/articles/entries/a-guide'), 'content/blog/a-guide.md');
    assert.equal(openEntryFile(collections, '#/collections/site/entries/site'), undefined);
  });

  it('is refused for an entry other content links to, naming each place, without asking', async () => {
    assert.ok(linked, 'an article another links to');
    const editor = editorAt(hashOf(linked));
    assert.equal(editor.confirm(QUESTION), false);
    assert.deepEqual(editor.asked, [], 'Decap does not go on to ask');
    const [heading, , lines] = editor.shown[0] ?? [];
    assert.equal(heading, NOT_DELETED);
    assert.deepEqual(lines?.split('\n'), content.references[linked]);
    await editor.close();
  });

  it('is asked as Decap asks for an entry nothing links to, and other questions pass', async () => {
    // The same article, with nothing linking to it.
    assert.ok(linked);
    const editor = editorAt(hashOf(linked), { ...content.references, [linked]: [] });
    assert.equal(editor.confirm(QUESTION), true);
    assert.equal(editor.confirm('Leave without saving?'), true);
    assert.deepEqual(editor.asked, [QUESTION, 'Leave without saving?']);
    assert.deepEqual(editor.shown, []);
    await editor.close();
  });

  it('names the places the build then refuses: every reference to a record is an error once it is gone', () => {
    const [service] = Object.keys(content.references).filter((f) => f.startsWith('content/services/'));
    assert.ok(service && linked);
    for (const target of [service, linked]) {
      const copy = structuredClone(raw) as ContentValues;
      copy.services = copy.services.filter((s) => `content/services/${String(s.slug)}.yaml` !== target);
      copy.articles = copy.articles.filter((a) => a.file !== target);
      const errors = errorsOf(copy);
      for (const place of content.references[target] ?? [])
        assert.ok(
          errors.some((e) => e.startsWith(`${place}: `) || e.startsWith(`${place.replace(/ › [^›]+$/, '')} › `)),
          `${place}\n${errors.join('\n')}`,
        );
    }
  });
});
