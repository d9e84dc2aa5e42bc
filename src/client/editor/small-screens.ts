// The editor on a phone. Decap CMS 3 draws its entry editor and toolbar at least 800 px wide (form and preview side
// by side), so at 390 px the page scrolls sideways and Publish sits half off screen. Below 800 px this shows one pane
// at a time, full width: the form, or, after the eye button, the page's preview; the toolbar drops the site's address
// and the collection's name, keeping the way back, the save state, Publish and Delete (set apart), to fit; the eye
// button moves to a bar at the foot, clear of the preview's own header, and messages pop up above it rather than over
// Publish. At every width, each control is at least 24 px. It
// reaches Decap's elements by the names its styles carry (EditorContainer, ToolbarContainer...) and react-split-pane's
// classes (Pane1, Pane2, Resizer): an upgrade of Decap that renames them is caught by the editor's phone test
// (test/browser/editor.test.ts), which measures the page's width and its controls.
/** Where Decap keeps the choice of the pane beside the form ('preview', or 'none' for the form alone). */
const RIGHT_PANE = 'cms.right-pane';
const NARROW = '(max-width: 799px)';
/** The height of the bar at the foot of a phone's screen that holds the eye button. */
const FOOT_BAR = 56;

const CSS = `@media ${NARROW} {
  [class*="-EditorContainer"], [class*="-ToolbarContainer"] { min-width: 0 !important; }
  [class*="-StyledSplitPane"] > .Pane1, [class*="-StyledSplitPane"] > .Resizer { display: none !important; }
  [class*="-StyledSplitPane"] > .Pane2 { width: 100% !important; }
  [class*="-ToolbarContainer"] [class*="-AppHeaderSiteLink"] { display: none !important; }
  [class*="-ToolbarSectionMeta"], [class*="-ToolbarSubSectionFirst"] { padding: 0 4px !important; }
  [class*="-BackCollection"] { display: none !important; }
  [class*="-ToolbarButton"] { margin: 0 4px !important; padding: 0 10px !important; }
  /* Delete kept a thumb's width from Publish, so a tap meant for one never lands on the other. */
  [class*="-ToolbarButton"][class*="-DeleteButton"] { margin-left: 24px !important; margin-right: 4px !important; padding: 0 6px !important; }
  [class*="-ToolbarSectionMeta"] { min-width: 0 !important; }
  [class*="-ToolbarSectionBackLink"] { padding: 0 4px !important; }
  [class*="-ToolbarSubSectionFirst"] > * { flex-shrink: 1; min-width: 0; }
  /* The eye button in a bar of its own at the foot, clear of the preview's own header and its Menu button: the form
     and the preview end above the bar, so the button covers no label or hint. */
  [class*="-EditorContainer"] > [class*="-Editor"] { height: calc(100% - ${FOOT_BAR}px) !important; }
  [class*="-ViewControls"] { position: fixed !important; top: auto !important; bottom: 0 !important; left: 0 !important; right: 0 !important; height: ${FOOT_BAR}px; display: flex; align-items: center; gap: 8px; padding: 0 16px; background: #fff; border-top: 1px solid #dfdfe3; }
  [class*="-ViewControls"] > * { margin: 0 !important; }
  /* Messages across the screen above that bar, not cut at its left edge, and never over Publish at the top. */
  .Toastify__toast-container { top: auto !important; bottom: ${FOOT_BAR + 8}px !important; left: 8px !important; right: 8px !important; width: auto !important; transform: none !important; }
}
/* Every control at least 24 px each way (WCAG 2.2, 2.5.8): Decap draws "Add", a list item's handle and its buttons
   at 18 px, a switch at 20, a date and its Now and Clear at 17 to 18, a picture's buttons at 21, the preview's View
   Live at 16, a chosen name's cross at 22 and a message's close button at 14 by 19. */
[class*="-AddButton"], [class*="-FileWidgetButton"], [class*="widget-Buttons"], input[type="date"] { min-height: 32px !important; }
[class*="-ToggleContainer"] { min-height: 28px !important; }
/* The body's Headings and Add Component menus: a 16 px high wrapper around their button, which takes its size. */
span[role="button"]:has(> button) { display: inline-flex !important; }
[class*="-PreviewLink"] { display: inline-flex !important; align-items: center; min-height: 24px; }
/* The cross that takes a chosen name off a list of several (react-select's, 22 px wide). */
[role="button"][aria-label^="Remove "] { min-width: 28px !important; justify-content: center; }
.Toastify__close-button { min-width: 32px !important; min-height: 32px !important; }
[class*="-StyledListItemTopBar"] [aria-roledescription="sortable"],
[class*="-StyledListItemTopBar"] button { min-width: 32px !important; min-height: 32px !important; display: inline-flex !important; align-items: center; justify-content: center; }`;

/** Fits the editor to a phone's width; on a phone opened for the first time, the form shows first. */
export function fitSmallScreens(doc: Document): void {
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.append(style);
  const view = doc.defaultView;
  if (view?.matchMedia(NARROW).matches && view.localStorage.getItem(RIGHT_PANE) === null)
    view.localStorage.setItem(RIGHT_PANE, 'none');
}
