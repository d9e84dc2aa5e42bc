// Decap prints a failed save or deletion in its corner as "Not saved: " and the error as a string (its toast's
// %{details}), which for its own request errors puts the class's name first: "API_ERROR: The site would not build…".
// The owner needs the reason, not the name. Its request errors print their message alone from here on, and the
// editor's own refusals (main.ts) are errors whose name is empty, which print the same way.
import { APIError } from 'decap-cms-lib-util';

/** An error that prints as its message alone. */
export function plainError(message: string): Error {
  const error = new Error(message);
  error.name = '';
  return error;
}

/** Decap's request errors, as its corner message prints them: their message alone. */
export function printRequestErrorsPlainly(): void {
  APIError.prototype.toString = function toString(this: Error) {
    return this.message;
  };
}
