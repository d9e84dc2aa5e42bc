// A note across the foot of the editor, in red, that stays until it is hidden or what it says is done: the build's
// errors under npm run admin (build-errors.ts), and a save the build would refuse (main.ts), which Decap otherwise
// reports in a corner for a few seconds only. Plain DOM, apart from Decap's React.

const STYLE = [
  // At the foot, away from Publish at the top; on a phone a quarter of the screen at most, its lines scrolling within.
  'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;max-height:max(25vh,160px);overflow:auto',
  // Room on the right for the Hide button, which would otherwise cover the heading on a phone.
  'padding:12px 96px 12px 16px;background:#fef2f2;color:#7f1d1d;border-top:3px solid #b91c1c',
  'font:15px/1.45 system-ui,sans-serif;box-shadow:0 -4px 12px rgba(0,0,0,.15)',
].join(';');

export interface Note {
  /** Shows the note with a heading, a line of advice and the lines of the build (file:line › field: …). */
  show(heading: string, advice: string, lines: string): void;
  hide(): void;
}

/**
 * A note at the foot of `doc`, made when first shown: none is in the page before, so nothing of it stands before
 * Decap's own controls (its Login button is the page's first button).
 */
export function createNote(doc: Document): Note {
  let parts: { note: HTMLElement; heading: HTMLElement; advice: HTMLElement; list: HTMLElement } | undefined;
  const make = () => {
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
    return { note, heading, advice, list };
  };
  return {
    show(title, words, lines) {
      parts ??= make();
      parts.heading.textContent = title;
      parts.advice.textContent = words;
      parts.list.textContent = lines;
      parts.note.hidden = false;
    },
    hide() {
      if (parts) parts.note.hidden = true;
    },
  };
}
