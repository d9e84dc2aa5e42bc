// src/lib/memo.ts, and the loaders that keep what they worked out in it: a memo stays within its bound, and what a
// memo hands out twice cannot be changed through one caller's copy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Memo } from '../src/lib/memo';
import { parseYamlText } from '../src/content/yaml';

describe('memos of work already done', () => {
  it('keep at most their bound, and work a value out once while it is kept', () => {
    const memo = new Memo<number>(3);
    let made = 0;
    const make = (n: number) => () => (made++, n * n);
    assert.equal(memo.of('2', make(2)), 4);
    assert.equal(memo.of('2', make(2)), 4);
    assert.equal(made, 1);
    for (const n of [3, 4, 5]) memo.of(String(n), make(n));
    assert.ok(['2', '3', '4', '5'].filter((key) => memo.get(key) !== undefined).length <= 3);
    assert.equal(memo.of('5', make(5)), 25);
    assert.equal(made, 4, 'the newest value is kept');
    // Past its bound the memo forgot the first key: it is worked out again, and right.
    assert.equal(memo.of('2', make(2)), 4);
    assert.equal(made, 5);
  });

  it('tell keys of several strings apart by each string, whatever the strings or the values hold', () => {
    const memo = new Memo<Map<string, string>>(10);
    const value = (name: string) => new Map([['', name]]);
    memo.set(['a\nb', 'c'], value('first'));
    memo.set(['a', 'b\nc'], value('second'));
    assert.equal(memo.get(['a\nb', 'c'])?.get(''), 'first');
    assert.equal(memo.get(['a', 'b\nc'])?.get(''), 'second');
    assert.equal(memo.get(['a']), undefined, 'part of a key is no key');
    assert.equal(memo.get(['a\nb\nc']), undefined);
  });

  it('give each caller of the YAML parser a value of its own, with the lines of its fields', () => {
    const text = 'name: Camden\nspecialties:\n  - Period locks\n';
    const first = parseYamlText(text);
    assert.ok('value' in first);
    (first.value as { specialties: string[] }).specialties.push('changed by one caller');
    first.lines.name = 99;
    const second = parseYamlText(text);
    assert.deepEqual(second, {
      value: { name: 'Camden', specialties: ['Period locks'] },
      lines: { name: 1, specialties: 2, 'specialties[0]': 3 },
    });
  });
});
