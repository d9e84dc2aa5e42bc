// npm run admin's note of the build's errors: when the content on disk does not validate, the editor still opens
// and lists what the build refused (file › field: expected …, found …), so the owner can open that entry and fix it
// here. The note follows each save through the dev server's event stream instead of reloading the editor, which
// would lose what is being typed.
import { BUILD_ERRORS_ID, BUILD_EVENTS_ATTRIBUTE } from '../../lib/editor-preview';

const STYLE = [
  'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;max-height:45vh;overflow:auto',
  // Room on the right for the Hide button, which would otherwise cover the heading on a phone.
  'padding:12px 96px 12px 16px;background:#fef2f2;color:#7f1d1d;border-top:3px solid #b91c1c',
  'font:15px/1.45 system-ui,sans-serif;box-shadow:0 -4px 12px rgba(0,0,0,.15)',
].join(';');

/** Shows the note, if the page has one; `previews`: whether the page could draw the site's previews. */
export function showBuildErrors(doc: Document, previews: boolean): void {
  const data = doc.getElementById(BUILD_ERRORS_ID);
  const events = data?.getAttribute(BUILD_EVENTS_ATTRIBUTE);
  if (!data || !events) return;
  const note = doc.createElement('section');
  note.setAttribute('role', 'alert');
  note.setAttribute('style', STYLE);
  const heading = doc.createElement('h2');
  heading.setAttribute('style', 'margin:0 0 4px;font-size:17px');
  const advice = doc.createElement('p');
  advice.setAttribute('style', 'margin:0 0 8px');
  const list = doc.createElement('pre');
  list.setAttribute('style', 'margin:0;white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace');
  const hide = doc.createElement('button');
  hide.type = 'button';
  hide.textContent = 'Hide';
  hide.setAttribute('style', 'position:absolute;top:8px;right:12px;min-height:44px;padding:0 14px;font:inherit');
  hide.addEventListener('click', () => (note.hidden = true));
  note.append(heading, advice, list, hide);
  doc.body.append(note);

  const show = (errors: string | null) => {
    if (errors === null && previews) {
      note.hidden = true;
      return;
    }
    heading.textContent =
      errors === null ? 'The site builds again' : 'The site does not build with the content as it is';
    advice.textContent =
      errors === null
        ? 'Reload this page to see the previews of the pages again.'
        : 'Open the entry each line names, correct the field it names and save; this note follows each save.';
    list.textContent = errors ?? '';
    note.hidden = false;
  };
  show(JSON.parse(data.textContent || 'null') as string | null);
  const stream = new EventSource(events);
  stream.addEventListener('build-error', (event) => show(JSON.parse((event as MessageEvent<string>).data) as string));
  stream.addEventListener('reload', () => show(null));
}
