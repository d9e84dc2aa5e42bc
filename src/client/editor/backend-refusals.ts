// Under npm run admin the local backend refuses a save or a deletion the build would refuse, with a 422 and the
// build's lines (src/server/editor-save-check.ts): a deletion that would leave other entries linking to nothing, say.
// Decap reports a failed request in a corner for a few seconds; this shows the refusal in the note at the foot
// (note.ts), where the owner looks, until the next save. Decap's backend talks to the server through fetch.
import type { Note } from './note';
import { refusalMessage } from './plain-errors';

/** The advice under the note's heading (a refusal's first line), above the build's lines. */
const ADVICE = 'Each line names a file, the line in it (counted from the top) and what to change there.';

/** What Decap's corner message gives after "Not saved: " or "Not deleted: ": the note has the lines. */
const SEE_THE_NOTE = refusalMessage(
  'the site would not build without changes. The note at the foot of the page says what to change.',
);

/**
 * Watches the page's requests to the local backend at `backendUrl` and shows each refusal in `note`; Decap, which
 * would print the whole refusal in its corner, is handed the short reason instead.
 */
export function showBackendRefusals(win: Window, backendUrl: string, note: Note): void {
  const send = win.fetch.bind(win);
  win.fetch = async (input, init) => {
    const response = await send(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (response.status !== 422 || !url.startsWith(backendUrl)) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { error?: unknown };
    const [heading = '', ...lines] = String(body.error ?? '').split('\n');
    if (!lines.length) return response;
    note.show(heading, ADVICE, lines.join('\n'));
    return new Response(JSON.stringify({ error: SEE_THE_NOTE }), { status: 422, headers: response.headers });
  };
}
