// Brings a field of the open entry's form into view and puts the cursor in it, found by its labels as the form shows
// them ("Trader › Email"): each label is looked for within the field the one before it names. On a phone the form and
// the preview take turns (small-screens.ts), so the form is shown first. Decap's fields are reached by the names its
// styles carry (ControlContainer) and its labels' `for`, as small-screens.ts reaches its panes.
import { phrases } from './phrases';

/** Decap's word after the label of a field that may be left empty. */
const OPTIONAL = /\s*\(optional\)\s*$/;
/** How long a field may take to appear once the form is shown: frames, not a fixed time. */
const FRAMES = 120;

const togglePreview = (phrases.editor as { editorInterface: { togglePreview: string } }).editorInterface.togglePreview;

/** The label of the field `labels` names, in `doc`'s form, or undefined while the form does not have it. */
function labelFor(doc: Document, labels: readonly string[]): HTMLLabelElement | undefined {
  let scope: Element | null = doc.querySelector('[class*="-ControlPaneContainer"]');
  let found: HTMLLabelElement | undefined;
  for (const label of labels) {
    found = [...(scope?.querySelectorAll('label') ?? [])].find(
      (l) => (l.textContent ?? '').replace(OPTIONAL, '').trim() === label,
    );
    if (!found) return undefined;
    scope = found.closest('[class*="-ControlContainer"]') ?? found.parentElement;
  }
  return found;
}

/** Shows the field and focuses it (or its label, for a group), once the form has drawn it. */
export function showField(doc: Document, labels: readonly string[]): void {
  // With the preview alone on screen (a phone), the eye button brings the form back.
  const form = doc.querySelector('[class*="-ControlPaneContainer"]');
  if (!form || form.getClientRects().length === 0)
    doc.querySelector<HTMLButtonElement>(`[class*="-ViewControls"] [title="${togglePreview}"]`)?.click();
  let frames = 0;
  const look = () => {
    const label = labelFor(doc, labels);
    // A label of the form hidden behind the preview is not the one the eye button brings back.
    if (!label || label.getClientRects().length === 0) {
      if (++frames < FRAMES) requestAnimationFrame(look);
      return;
    }
    label.scrollIntoView({ block: 'center' });
    const control = label.htmlFor ? doc.getElementById(label.htmlFor) : null;
    (control ?? label).focus({ preventScroll: true });
  };
  look();
}
