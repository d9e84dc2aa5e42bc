// The file helpers (src/lib/files.ts): the encoded-image caches, whose writers of one entry at once (as the dev
// server and a build in one process are) each put a whole file in place and neither fails; and the listing of the
// previous output with its files' stamps, the same on the calling thread and on a worker thread.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { listFiles, SCAN_OFF_THREAD_FROM, scanFiles, writeCached } from '../src/lib/files';

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

describe('scanFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scan-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const files = {
    'index.html': 'home',
    'blog/a/index.html': 'an article',
    'blog/a/b/index.html': 'deeper',
    'assets/chunks/x.js': '',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  mkdirSync(join(dir, 'empty'));

  for (const [where, pages] of [
    ['on this thread', 0],
    ['on a worker thread', SCAN_OFF_THREAD_FROM],
  ] as const)
    it(`lists every file with its inode, size and time, by the path listFiles gives (${where})`, async () => {
      const listed = await scanFiles(dir, pages);
      assert.deepEqual([...listed.keys()].sort(), Object.keys(files).sort());
      assert.deepEqual([...listed.keys()].sort(), listFiles(dir));
      for (const [file, stamp] of listed) {
        const { ino, size, mtimeMs } = statSync(join(dir, file));
        assert.deepEqual(stamp, { ino, size, mtimeMs }, file);
      }
      assert.equal((await scanFiles(join(dir, 'no-such-folder'), pages)).size, 0, 'a folder not made yet has no files');
    });
});
