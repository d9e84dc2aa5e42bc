// The editor on a phone. Decap CMS 3 draws its entry editor and toolbar at least 800 px wide (form and preview side
// by side), so at 390 px the page scrolls sideways and Publish sits half off screen. Below 800 px this shows one pane
// at a time, full width: the form, or, after the eye button, the page's preview; the toolbar drops the site's address
// and the collection's name, keeping the way back, the save state, Publish and Delete, to fit. It reaches Decap's elements by the names its styles carry (EditorContainer, ToolbarContainer...) and
// react-split-pane's classes (Pane1, Pane2, Resizer): an upgrade of Decap that renames them is caught by the editor's
// phone test (test/browser/editor.test.ts), which measures the page's width.

/** Where Decap keeps the choice of the pane beside the form ('preview', or 'none' for the form alone). */
const RIGHT_PANE = 'cms.right-pane';
const NARROW = '(max-width: 799px)';

const CSS = `@media ${NARROW} {
  [class*="-EditorContainer"], [class*="-ToolbarContainer"] { min-width: 0 !important; }
  [class*="-StyledSplitPane"] > .Pane1, [class*="-StyledSplitPane"] > .Resizer { display: none !important; }
  [class*="-StyledSplitPane"] > .Pane2 { width: 100% !important; }
  [class*="-ToolbarContainer"] [class*="-AppHeaderSiteLink"] { display: none !important; }
  [class*="-ToolbarSectionMeta"], [class*="-ToolbarSubSectionFirst"] { padding: 0 4px !important; }
  [class*="-ToolbarSectionBackLink"] { padding: 0 8px !important; }
  [class*="-BackCollection"] { display: none !important; }
  [class*="-ToolbarButton"] { margin: 0 4px !important; padding: 0 10px !important; }
}`;

/** Fits the editor to a phone's width; on a phone opened for the first time, the form shows first. */
export function fitSmallScreens(doc: Document): void {
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.append(style);
  const view = doc.defaultView;
  if (view?.matchMedia(NARROW).matches && view.localStorage.getItem(RIGHT_PANE) === null)
    view.localStorage.setItem(RIGHT_PANE, 'none');
}
