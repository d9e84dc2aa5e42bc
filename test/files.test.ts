// The encoded-image caches (src/lib/files.ts): writers of one entry at once, as the dev server and a build in one
// process are, each put a whole file in place and neither fails.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { writeCached } from '../src/lib/files';

describe('writeCached', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cache-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('takes several writers of one entry at once, and leaves one whole file and nothing partial', async () => {
    const entry = join(dir, 'picture-480.avif');
    const texts = Array.from({ length: 8 }, (_, i) => `writer ${i} `.repeat(10_000));
    await Promise.all(
      texts.map((text) =>
        writeCached(entry, async (file) => {
          // Each writer takes its time, so all of them are writing before the first renames.
          await new Promise((settle) => setImmediate(settle));
          await writeFile(file, text);
        }),
      ),
    );
    assert.ok(texts.includes(readFileSync(entry, 'utf8')), 'the entry is one writer’s whole file');
    assert.deepEqual(readdirSync(dir), ['picture-480.avif']);
  });

  it('leaves nothing behind when the write fails', async () => {
    const entry = join(dir, 'broken-480.webp');
    await assert.rejects(
      writeCached(entry, async (file) => {
        await writeFile(file, 'half');
        throw new Error('the encoder stopped');
      }),
      /the encoder stopped/,
    );
    assert.deepEqual(
      readdirSync(dir).filter((name) => name.startsWith('broken')),
      [],
    );
  });
});
