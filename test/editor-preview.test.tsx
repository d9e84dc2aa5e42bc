// The editor's article preview (src/client/editor/previews.tsx) shows the body as the build makes it: through the
// build's own sanitizer, so a hostile body is inert there as on the page, and each picture from the editor's copy.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Window } from 'happy-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { previewTemplates, type PreviewProps } from '../src/client/editor/previews';
import { loadContent } from '../src/content/load';
import { previewData } from '../src/steps/editor';
import { HOSTILE_LEFTOVERS, hostileBody, SAFE_NEW_TAB } from './helpers/hostile-body';

/** What Decap hands a preview: the entry's fields, and a blob: URL for each picture it holds. */
function props(data: Record<string, unknown>): PreviewProps {
  return {
    entry: {
      get: (key) => (key === 'slug' ? 'a-preview' : undefined),
      getIn: (path) => (path[0] === 'data' ? { toJS: () => data } : undefined),
    },
    getAsset: (path) => ({ toString: () => `blob:http://localhost/${path}` }),
  };
}

describe("the editor's article preview", () => {
  const window = new Window();
  before(() => {
    // The browser's parser, which the preview uses to point pictures at the editor's copies.
    Object.assign(globalThis, { DOMParser: window.DOMParser });
  });
  after(async () => {
    Reflect.deleteProperty(globalThis, 'DOMParser');
    await window.happyDOM.close();
  });

  it('renders a hostile body inert, as the build does, with pictures from the editor', () => {
    const Article = previewTemplates(previewData(loadContent()), []).articles;
    assert.ok(Article);
    const html = renderToStaticMarkup(
      <Article
        {...props({
          title: 'A preview',
          excerpt: 'An article being written.',
          category: 'Home Security',
          date: '2099-01-02',
          body: hostileBody('images/door.png'),
        })}
      />,
    );
    for (const leftover of HOSTILE_LEFTOVERS) assert.doesNotMatch(html, leftover);
    assert.ok(html.includes(SAFE_NEW_TAB), 'the new-tab link cannot reach back');
    assert.match(html, /<a>Check the door<\/a>/, 'the javascript: link keeps its text, not its address');
    assert.match(html, /<img src="blob:http:\/\/localhost\/images\/door\.png" alt="A door viewer"\/?>/);
  });
});
