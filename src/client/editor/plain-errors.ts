// Decap prints a failed save or deletion in its corner as "Not saved: " and the error as a string (its toast's
// %{details}), which for its own request errors puts the class's name first: "API_ERROR: The site would not build…".
// The owner needs the reason, not the name. Its request errors print their message alone from here on, and the
// editor's own refusals (main.ts) are errors whose name is empty, which print the same way. A refusal is told in the
// corner and in the note at the foot (note.ts), so it is not also logged to the console as an error, nor left as a
// promise Decap rejects with no one to read it.
import { APIError } from 'decap-cms-lib-util';
import { isRecord } from '../../lib/is-record';

/** What the editor's refusals say in the corner, once the note at the foot has their lines. */
const told = new Set<string>();

/** Marks `message` as a refusal the owner has been told of: an error with it is not logged as a fault. */
export function refusalMessage(message: string): string {
  told.add(message);
  return message;
}

/** A refusal: an error that prints as its message alone. */
export function plainError(message: string): Error {
  const error = new Error(refusalMessage(message));
  error.name = '';
  return error;
}

/** Decap's actions for a save or a deletion that failed, which it rejects its promise with once it has said so. */
const FAILURES = new Set(['ENTRY_PERSIST_FAILURE', 'ENTRY_DELETE_FAILURE']);

/**
 * Keeps the console for what went wrong: Decap logs every failed save with console.error and rejects a promise no one
 * awaits, so a refusal the owner has been told of would read in the console as a fault. Other errors still reach it.
 */
export function quietRefusals(win: Window & typeof globalThis): void {
  const { console } = win;
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (args.length === 1 && first instanceof Error && told.has(first.message)) return;
    error(...args);
  };
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    // Decap's field check rejects with nothing once it has marked the field; its save and deletion with their action.
    const reason: unknown = event.reason;
    if (reason === undefined || (isRecord(reason) && FAILURES.has(String(reason.type)))) event.preventDefault();
  });
}

/** Decap's request errors, as its corner message prints them: their message alone. */
export function printRequestErrorsPlainly(): void {
  APIError.prototype.toString = function toString(this: Error) {
    return this.message;
  };
}
