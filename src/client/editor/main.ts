// The editor at /admin/ (Decap CMS): its configuration is made at build from the content schemas
// (src/steps/editor-config.ts) and sits in the page as JSON, so the editor asks for what the build checks. Its
// previews are the site's own pages (previews.tsx). Under npm run admin it lists the build's errors (build-errors.ts).
import CMS from 'decap-cms-app';
import { fromJS, isKeyed } from 'immutable';
import { inFormOrder } from '../../lib/form-order';
import { PREVIEW_STYLESHEET, readPreviewData } from '../../lib/editor-preview';
import { showBuildErrors } from './build-errors';
import { emptyGroups, fieldsOf, type FormCollection } from './empty-groups';
import { previewTemplates } from './previews';
import { entryFile, refusal, type SlugOptions } from './rule-book';
import { SiteSource } from './site-source';
import { reopenEntrySwitches } from './entry-switch';
import { keepMarkdownForm } from './markdown-form';
import { fitSmallScreens } from './small-screens';
import { createNote } from './note';
import { withLabels } from '../../lib/field-labels';
import { refuseLinkedDeletions } from './deletions';
import { showBackendRefusals } from './backend-refusals';
import { telephoneRewrites } from './telephones';
import { phrases } from './phrases';
import { plainError, printRequestErrorsPlainly, quietRefusals } from './plain-errors';

type Config = NonNullable<Parameters<typeof CMS.init>[0]>['config'];
type Template = Parameters<typeof CMS.registerPreviewTemplate>[1];

const config = JSON.parse(document.getElementById('editor-config')?.textContent ?? 'null') as {
  backend: { auth_endpoint?: string; base_url?: string; proxy_url?: string };
  collections: FormCollection[];
  slug?: SlugOptions;
} | null;
if (!config) throw new Error('/admin/: the page has no #editor-config');
// The site's own sign-in (functions/oauth/) answers on the address the editor was opened at, whichever it is.
if (config.backend.auth_endpoint && !config.backend.base_url) config.backend.base_url = window.location.origin;
// Without preview data (npm run admin, content that does not validate) Decap's own previews show the fields.
const preview = readPreviewData(document);
const source = preview && new SiteSource(preview);
if (preview) {
  CMS.registerPreviewStyle(PREVIEW_STYLESHEET);
  for (const [name, template] of Object.entries(previewTemplates(preview, config.collections, source)))
    CMS.registerPreviewTemplate(name, template as unknown as Template);
}
/** The build's lines with the form's labels of each field they name (field-labels.ts). */
const labelled = (lines: string) => withLabels(config, lines);
/** A refused save, told in a note that stays until the next save is made (note.ts), its fields named as the form names them. */
const note = createNote(document);
const refusals = {
  show: (...[heading, advice, lines]: Parameters<typeof note.show>) => note.show(heading, advice, labelled(lines)),
  hide: () => note.hide(),
};
const NOT_SAVED = 'Not saved: the site would not build with this entry';
const FIX_AND_SAVE = 'Correct the field each line names (line numbers count in the file), then save again.';
const SEE_THE_NOTE = 'the site would not build with this entry. The note at the foot of the page says what to change.';

/** An entry's data as an Immutable map, as far as the save needs it. */
interface EntryData {
  toJS(): unknown;
  deleteIn(path: string[]): EntryData;
  setIn(path: string[], value: unknown): EntryData;
}
/** What a preSave listener is handed: the entry as an Immutable map. */
interface SavedEntry {
  get(key: 'collection' | 'slug' | 'path'): string;
  get(key: 'data'): EntryData;
}
// Optional groups the owner emptied are removed (empty-groups.ts) and telephone numbers written in international form
// (telephones.ts); then the entry is checked as the build would check it (rule-book.ts), and a save it would refuse
// is refused with its words. What is saved has every group's keys in the form's order (inFormOrder), held in ordered
// maps that Decap writes in that order: its own maps give a large group's keys in hash order. Without preview data (content on disk that does not build, under npm run admin) the
// facts are unknown here, and the local backend's save check, which reads them, is the one that checks.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: SavedEntry }) => {
    const data = entry.get('data');
    const collection = entry.get('collection');
    const fields = fieldsOf(config.collections, collection, entry.get('slug'));
    const plain = data.toJS();
    const emptied = emptyGroups(plain, fields).reduce((kept, path) => kept.deleteIn(path), data);
    const saved = telephoneRewrites(plain, fields).reduce((kept, { path, value }) => kept.setIn(path, value), emptied);
    const written = inFormOrder(saved.toJS(), fields) as Record<string, unknown>;
    const file = entryFile(config.collections, config.slug ?? {}, {
      collection,
      path: entry.get('path'),
      data: written,
    });
    // Figures counted to this year, as the pull request's build counts them (the editor may have been built last year).
    const year = new Date().getFullYear();
    const refused = preview && source && file && refusal(config.collections, file, written, source.site, year);
    if (refused) {
      // The entry's own list items named by their headings, as its folded lists show them.
      const lines = refused.split('\n').slice(1).join('\n');
      note.show(
        NOT_SAVED,
        FIX_AND_SAVE,
        withLabels(config, lines, (f) => (f === file ? written : undefined)),
      );
      // Decap's corner message says "Not saved: " and this: the note at the foot has the lines.
      throw plainError(SEE_THE_NOTE);
    }
    return fromJS(written, (_key, group) => (isKeyed(group) ? group.toOrderedMap() : group.toList()));
  },
});
// On the live site a deletion of an entry the site links to is refused before Decap sends it (deletions.ts); under
// npm run admin the local backend refuses it, reading the files as they are at that moment, not as the page was built.
if (preview && !config.backend.proxy_url) {
  const asked = (phrases.editor as { editor: Record<string, string> }).editor;
  const questions = [asked.onDeletePublishedEntry, asked.onDeleteWithUnsavedChanges].filter((q) => q !== undefined);
  refuseLinkedDeletions(window, config.collections, preview.references, questions, refusals);
}
// A save or a deletion the local backend refuses (npm run admin) is told in the same note.
if (config.backend.proxy_url) showBackendRefusals(window, config.backend.proxy_url, refusals);
// A save made clears the note of a refused one.
CMS.registerEventListener({ name: 'postSave', handler: () => refusals.hide() });
// Facts or menus published are what every preview shows, and every save is checked with, from then on
// (site-source.ts). Published, not saved: with pull requests, a saved change is a draft that the site (and the checks
// of other drafts) does not have yet; without them (npm run admin), Decap publishes at each save.
CMS.registerEventListener({
  name: 'postPublish',
  handler: ({ entry }: { entry: SavedEntry }) => {
    source?.published(entry.get('collection'), entry.get('slug'), entry.get('data').toJS());
  },
});
fitSmallScreens(document);
reopenEntrySwitches(window);
printRequestErrorsPlainly();
quietRefusals(window);
keepMarkdownForm();
CMS.registerLocale('en', phrases);
CMS.init({ config: config as Config });
showBuildErrors(document, preview !== undefined, labelled);
