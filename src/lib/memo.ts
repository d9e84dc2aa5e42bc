// What a pure function gave for an input before, in this process. The editor's save check and the tests validate the
// content again and again with one file or field changed; the rest need not be worked out again. Emptied when full,
// which bounds a long-running process (npm run admin) at the cost of one slower load now and then.

/** A memo of at most `max` entries, by key. */
export class Memo<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly max: number) {}

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): void {
    if (this.#entries.size >= this.max) this.#entries.clear();
    this.#entries.set(key, value);
  }

  /** The value for `key`, worked out by `make` if it is not known yet. */
  of(key: string, make: () => V): V {
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = make();
      this.set(key, value);
    }
    return value;
  }
}
