// Marks where a page's first screen ends (src/lib/first-screen.ts): the budget counts the bytes before it, and
// Chromium paints nothing of the page until it is parsed.
import { FIRST_SCREEN_ID } from '../lib/first-screen';

export function FirstScreenEnd() {
  return <template id={FIRST_SCREEN_ID} />;
}
