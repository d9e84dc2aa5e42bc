// Decap CMS 3 keeps the entry it loaded when the address changes straight to another entry (typed, or a link from
// inside the form): the form then shows empty under the first entry's "Changes saved / Published" until a reload.
// Loading the page afresh at the new address opens the entry as Decap opens one from its list; Decap's own warning
// about unsaved changes still stands before the reload.

/** An entry's address in the editor: #/collections/{collection}/entries/{slug}. */
const ENTRY = /^#\/collections\/[^/]+\/entries\/[^?]+/;

/** Reloads the editor when its address moves from one entry straight to another. */
export function reopenEntrySwitches(view: Window): void {
  view.addEventListener('hashchange', (event) => {
    const from = ENTRY.exec(new URL(event.oldURL).hash)?.[0];
    const to = ENTRY.exec(new URL(event.newURL).hash)?.[0];
    if (from && to && from !== to) view.location.reload();
  });
}
