// Editing a content file as the owner would, in tests: one value changed, the rest of the file as written.
import assert from 'node:assert/strict';
import { isScalar, parseDocument } from 'yaml';

/**
 * A content file's YAML with the value at `path` replaced by `value`, the rest of the file as written; and the line
 * the value is on.
 */
export function setYaml(source: string, path: (string | number)[], value: string): { text: string; line: number } {
  const node = parseDocument(source).getIn(path, true);
  assert.ok(isScalar(node) && node.range, `no value at ${path.join('.')}`);
  const [start, end] = node.range;
  return {
    text: `${source.slice(0, start)}${JSON.stringify(value)}${source.slice(end)}`,
    line: source.slice(0, start).split('\n').length,
  };
}
