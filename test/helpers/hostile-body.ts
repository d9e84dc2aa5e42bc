// An article body with the classic ways to run script or to hand a page the window that opened it, written as an owner
// might paste them: each must come out inert wherever the body is shown (the built page, the feed, the editor's
// preview). `image` is a picture of content/blog/images/, which the build requires of an <img>.
export function hostileBody(image: string): string {
  return [
    `<img src="${image}" alt="A door viewer" onerror="document.documentElement.dataset.hostile = '1'">`,
    '',
    '[Check the door](javascript:document.documentElement.dataset.hostile=1)',
    '',
    'Read <a href="https://www.gov.uk/" target="_BLANK" rel="opener">GOV.UK</a> first.',
  ].join('\n');
}

/** What must not survive of hostileBody() in any HTML made from it. */
export const HOSTILE_LEFTOVERS = [/onerror/i, /javascript:/i, /rel="opener"/i, /target="_BLANK"/];

/** The GOV.UK link of hostileBody(), as the sanitizer must leave it: a new tab that cannot reach back. */
export const SAFE_NEW_TAB = '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">GOV.UK</a>';
