// What a pure function gave for an input before, in this process. The editor's save check and the tests validate the
// content again and again with one file or field changed; the rest need not be worked out again. Emptied when full,
// which bounds a long-running process (npm run admin) at the cost of one slower load now and then.
//
// A key may be several strings, kept in maps within maps rather than joined: a key made by joining a long text to
// what it is judged by is a new string on every look-up, copied and hashed whole, which cost the content validator
// a tenth of its time.

/** Texts worked out by earlier loads, by text: what a build keeps between builds (src/steps/content.ts). */
export interface KeptMemo<V> {
  get(text: string): V | undefined;
  set(text: string, value: V): void;
}

/** A key: one string, or several (the same number for every entry of one memo). */
export type MemoKey = string | readonly string[];

/** A value in the maps, told apart from a map of the next string of a key whatever the value is. */
class Entry<V> {
  constructor(readonly value: V) {}
}

type Level<V> = Map<string, Level<V> | Entry<V>>;

/** A memo of at most `max` entries, by key. */
export class Memo<V> {
  #entries: Level<V> = new Map();
  #size = 0;
  constructor(readonly max: number) {}

  get(key: MemoKey): V | undefined {
    let at: Level<V> | Entry<V> | undefined = this.#entries;
    for (const part of typeof key === 'string' ? [key] : key) at = at instanceof Map ? at.get(part) : undefined;
    return at instanceof Entry ? at.value : undefined;
  }

  set(key: MemoKey, value: V): void {
    if (this.#size >= this.max) {
      this.#entries = new Map();
      this.#size = 0;
    }
    const parts = typeof key === 'string' ? [key] : key;
    let level = this.#entries;
    for (const part of parts.slice(0, -1)) {
      let next = level.get(part);
      if (!(next instanceof Map)) level.set(part, (next = new Map()));
      level = next;
    }
    const last = parts.at(-1) ?? '';
    if (!(level.get(last) instanceof Entry)) this.#size++;
    level.set(last, new Entry(value));
  }

  /** The value for `key`, worked out by `make` if it is not known yet. */
  of(key: MemoKey, make: () => V): V {
    let value = this.get(key);
    if (value === undefined) {
      value = make();
      this.set(key, value);
    }
    return value;
  }
}
