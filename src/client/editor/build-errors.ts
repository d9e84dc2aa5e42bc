// npm run admin's note of the build's errors: when the content on disk does not validate, the editor still opens
// and lists what the build refused (file › field: expected …, found …), so the owner can open that entry and fix it
// here. The note follows each save through the dev server's event stream instead of reloading the editor, which
// would lose what is being typed.
import { BUILD_ERRORS_ID, BUILD_EVENTS_ATTRIBUTE } from '../../lib/editor-preview';
import { createNote } from './note';

/**
 * Shows the note, if the page has one; `previews`: whether the page could draw the site's previews; `labelled`: the
 * lines with the form's labels of the fields they name.
 */
export function showBuildErrors(doc: Document, previews: boolean, labelled: (lines: string) => string): void {
  const data = doc.getElementById(BUILD_ERRORS_ID);
  const events = data?.getAttribute(BUILD_EVENTS_ATTRIBUTE);
  if (!data || !events) return;
  const note = createNote(doc);
  const show = (errors: string | null) => {
    if (errors === null && previews) note.hide();
    else if (errors === null)
      note.show('The site builds again', 'Reload this page to see the previews of the pages again.', '');
    else
      note.show(
        'The site does not build with the content as it is',
        'Open the entry each line names, correct the field it names and save; this note follows each save.',
        labelled(errors),
      );
  };
  show(JSON.parse(data.textContent || 'null') as string | null);
  const stream = new EventSource(events);
  stream.addEventListener('build-error', (event) => show(JSON.parse((event as MessageEvent<string>).data) as string));
  stream.addEventListener('reload', () => show(null));
}
