// An article body with the classic ways to run script or to hand a page the window that opened it, written as an owner
// might paste them: each must come out inert wherever the body is shown (the built page, the feed, the editor's
// preview). `image` is a picture of content/blog/images/, which the build requires of an <img>. The javascript: link
// is refused outright by the build and the editor's save (it would show as plain words), so a body that is built
// leaves it out (`link: false`); the editor's preview, which shows what is typed before any save, has it.
export function hostileBody(image: string, { link = true } = {}): string {
  return [
    `<img src="${image}" alt="A door viewer" onerror="document.documentElement.dataset.hostile = '1'">`,
    '',
    ...(link ? [HOSTILE_LINK, ''] : []),
    'Read <a href="https://www.gov.uk/" target="_BLANK" rel="opener">GOV.UK</a> first.',
  ].join('\n');
}

/** The body's link to script. */
export const HOSTILE_LINK = '[Check the door](javascript:document.documentElement.dataset.hostile=1)';

/** What must not survive of hostileBody() in any HTML made from it. */
export const HOSTILE_LEFTOVERS = [/onerror/i, /javascript:/i, /rel="opener"/i, /target="_BLANK"/];

/** The GOV.UK link of hostileBody(), as the sanitizer must leave it: a new tab that cannot reach back. */
export const SAFE_NEW_TAB = '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">GOV.UK</a>';
