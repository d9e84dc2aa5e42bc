// What the loader says of a copy of the content: its error messages, or [] when it loads.
import assert from 'node:assert/strict';
import { type Content, ContentErrors, type ContentValues, validateContent } from '../../src/content/load';

/** The content error messages of `content`, or [] when it loads; `validate` is the loader (or a memoised one). */
export function errorsOf(
  content: ContentValues,
  validate: (content: ContentValues, env: NodeJS.ProcessEnv) => Content = validateContent,
): string[] {
  try {
    validate(content, {});
    return [];
  } catch (error) {
    assert.ok(error instanceof ContentErrors, String(error));
    return error.errors.map((e) => e.message);
  }
}
