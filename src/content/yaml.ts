// YAML as the content files are written in it: the value, and the line of every field so an error can point at it.
import { type KeptMemo, Memo } from '../lib/memo';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

/** The line of each field of a file, by the field's name as errors write it: "faqs[2].question" → 41. */
export type FieldLines = Record<string, number>;

/** A file that is not valid YAML: where the parser stopped, and why. */
export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

export type ParsedYaml = { value: unknown; lines: FieldLines } | { syntax: SyntaxProblem };

/** Files parsed by earlier builds, by text. */
export type YamlMemo = KeptMemo<ParsedYaml>;

/** Texts parsed before in this process (src/lib/memo.ts), by first line and text. */
const parsed = new Memo<ParsedYaml>(2000);

/**
 * Parses YAML text; `firstLine` is the line of the file the text starts on (front matter starts on line 2). `kept`
 * holds whole files that earlier builds parsed, and is told of each file this one parses.
 */
export function parseYamlText(text: string, firstLine = 1, kept?: YamlMemo): ParsedYaml {
  const result =
    kept && firstLine === 1
      ? (kept.get(text) ?? remember(kept, text))
      : parsed.of([String(firstLine), text], () => parseFresh(text, firstLine));
  // A copy, as callers may change the value they are given.
  return 'syntax' in result
    ? { syntax: { ...result.syntax } }
    : { value: structuredClone(result.value), lines: { ...result.lines } };
}

function remember(kept: YamlMemo, text: string): ParsedYaml {
  const fresh = parseFresh(text, 1);
  kept.set(text, fresh);
  return fresh;
}

function parseFresh(text: string, firstLine: number): ParsedYaml {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    const at = counter.linePos(error.pos[0]);
    const message = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? 'not valid YAML';
    return { syntax: { line: at.line + firstLine - 1, column: at.col, message } };
  }
  const lines: FieldLines = {};
  const lineOf = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  const walk = (node: unknown, name: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const field = name ? `${name}.${key}` : key;
        if (isScalar(pair.key) && pair.key.range) lines[field] = lineOf(pair.key.range[0]);
        walk(pair.value, field);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const field = `${name}[${i}]`;
        const range = (item as { range?: [number, number, number] } | null)?.range;
        if (range) lines[field] = lineOf(range[0]);
        walk(item, field);
      });
    }
  };
  walk(doc.contents, '');
  return { value: doc.toJS() as unknown, lines };
}

/**
 * The line of a field, or of the nearest field that contains it (a missing field is reported at its record):
 * "faqs[4].answer" falls back to "faqs[4]", then "faqs".
 */
export function lineOfField(lines: FieldLines | undefined, field: string): number | undefined {
  if (!lines) return undefined;
  for (let name = field; name; name = name.replace(/(?:\.[^.[\]]*|\[\d+\])$/, '')) {
    if (lines[name] !== undefined) return lines[name];
    if (!/[.[]/.test(name)) break;
  }
  return undefined;
}
