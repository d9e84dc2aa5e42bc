// Everything the editor's Markdown can write, the build publishes: on a copy of the project, an article whose body
// has a picture, a table, a quote, a list and links builds, and the hostile HTML beside them is published inert (a
// javascript: link is refused, naming its line); the
// picture becomes AVIF and WebP at three widths with its own proportions, sized and loaded lazily, and reaches the
// feed at an absolute URL. A picture of a type the site does not take, or too large, fails the build naming the
// article and the file.
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { ContentErrors, readContent, validateContent } from '../../src/content/load';
import { MAX_IMAGE_BYTES } from '../../src/content/articles';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { decodeEntities } from '../../src/lib/xml';
import { HOSTILE_LEFTOVERS, HOSTILE_LINK, hostileBody, SAFE_NEW_TAB } from '../helpers/hostile-body';

const SLUG = 'choosing-a-door-viewer';
const FILE = `content/blog/${SLUG}.md`;

/** An illustration the content has: the first article's, as that article writes it. */
const ILLUSTRATION = /^image: (.*)$/m.exec(readContent().articles[0]?.text ?? '')?.[1] ?? '(no article)';

/** The content errors of the project at `root`, one message each: none when it builds. */
function messagesOf(root: string): string[] {
  try {
    validateContent(readContent(root), {});
    return [];
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    return error.errors.map((e) => e.message);
  }
}

/** An article like the others, with every element the body may hold. */
function article(body: string, image = ILLUSTRATION): string {
  return `---
title: "Choosing a Door Viewer for a London Flat"
excerpt: "What to look for in a door viewer for a flat's front door, and how it fits with the door's fire rating."
image: ${image}
date: "2099-01-02"
category: Home Security
relatedServices:
  - /services/
relatedAreas: []
---

A door viewer lets you see who is outside before you open the door.

## What to look for

- A wide angle, so nobody can stand out of view
- A cover on the inside

> A viewer fitted to a fire door must keep its rating: ask for one tested with the door.

| Viewer | Angle |
| --- | --- |
| Standard | 160° |
| Wide | 200° |

${body}
`;
}

describe('an article body with a picture, a table and a quote', { timeout: 180_000 }, () => {
  let copy: ProjectCopy;
  let page: string;
  let feed: string;

  before(async () => {
    copy = copyProject();
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b45309' } })
      .png()
      .toFile(join(copy.root, 'content/blog/images/front-door-viewer.png'));
    const picture = 'images/front-door-viewer.png';
    copy.write(
      FILE,
      article(`![A door viewer in a front door](${picture})\n\n${hostileBody(picture, { link: false })}`),
    );
    await copy.build();
    page = copy.read(`dist/blog/${SLUG}/index.html`);
    feed = copy.read('dist/blog/feed.xml');
  });
  after(() => copy?.remove());

  it('shows the picture as AVIF and WebP at its own proportions, sized and lazy', () => {
    const picture =
      /<picture><source type="image\/avif" srcset="([^"]+)"[^>]*><source type="image\/webp" srcset="([^"]+)"[^>]*><img ([^>]+)><\/picture>/.exec(
        page,
      );
    assert.ok(picture, 'a <picture> in the body');
    const [, avif = '', webp = '', img = ''] = picture;
    assert.match(img, /width="1200" height="900"/, '4:3, as the photo is');
    assert.match(img, /alt="A door viewer in a front door"/);
    assert.match(img, /loading="lazy"/);
    for (const url of [...avif.split(', '), ...webp.split(', ')].map((entry) => entry.split(' ')[0] ?? ''))
      assert.ok(existsSync(join(copy.root, 'dist', url)), `${url} was written`);
  });

  it('publishes a hostile body inert: no handler, no new tab that can reach back', () => {
    for (const [name, html] of [
      ['page', page],
      ['feed', decodeEntities(feed)],
    ] as const) {
      for (const leftover of HOSTILE_LEFTOVERS) assert.doesNotMatch(html, leftover, name);
      assert.ok(html.includes(SAFE_NEW_TAB), `${name}: the new-tab link is kept, safe`);
    }
  });

  it('keeps the table, the quote and the list, styled', () => {
    assert.match(page, /<table>.*<th>Viewer<\/th>.*<td>Wide<\/td>.*<\/table>/s);
    assert.match(page, /<blockquote>\s*<p>A viewer fitted to a fire door/);
    assert.match(page, /\[&amp;_table\]:table-fixed/, 'the table styles, only where a table is');
    assert.doesNotMatch(copy.read('dist/blog/index.html'), /\[&amp;_table\]/);
  });

  it('gives feed readers the picture at an absolute URL', () => {
    const origin = readContent(copy.root).site.technical.origin;
    assert.ok(feed.includes(`&lt;img src=&quot;${origin}/images/blog/front-door-viewer-800.`), 'the WebP, absolute');
  });

  it('refuses a javascript: link, naming the article and its line', () => {
    const text = article(`${hostileBody('images/front-door-viewer.png')}`);
    copy.write(FILE, text);
    const line = text.split('\n').indexOf(HOSTILE_LINK) + 1;
    assert.deepEqual(messagesOf(copy.root), [
      `${FILE}:${line} › body: expected links to the site's own pages (/services/…) or to https://, mailto: and tel: addresses, found a link to "javascript:document.documentElement.dataset.hostile=1", which would show as plain words`,
    ]);
  });

  it('refuses a picture of a type the site does not take, or too large, naming the article and the file', () => {
    const images = join(copy.root, 'content/blog/images');
    // A GIF's header, and a PNG header padded past the limit: the loader reads the type and the size.
    writeFileSync(join(images, 'animated.gif'), Buffer.from('GIF89a\x10\x00\x10\x00\x00\x00\x00', 'binary'));
    const png = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    Buffer.from('89504e470d0a1a0a0000000d49484452000004b0000003840806000000', 'hex').copy(png);
    writeFileSync(join(images, 'scan.png'), png);
    copy.write(FILE, article('![Animated](images/animated.gif)\n\n![A scan](images/scan.png)'));
    const messages = messagesOf(copy.root);
    const rule = 'expected images that are a PNG, JPEG, WebP or SVG file in content/blog/images/ of at most 8 MB';
    assert.deepEqual(messages, [
      `${FILE} › body: ${rule}, found "images/animated.gif", a GIF`,
      `${FILE} › body: ${rule}, found "images/scan.png" (8.0 MB)`,
    ]);
  });
});
