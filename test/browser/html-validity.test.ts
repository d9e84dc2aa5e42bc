// docs/architecture.md#targets: 0 errors from the W3C Nu HTML checker on every HTML file of the built site (one Java
// run for all of them; no browser needed).
import assert from 'node:assert/strict';
import { join, relative } from 'node:path';
import { before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { outputFile } from '../../src/lib/paths';
import { distDir, requireDist, routes } from './support/urls';
import { UNKNOWN_TO_VNU, validate, type VnuResult } from './support/vnu';

describe('HTML validity (W3C Nu checker)', () => {
  let files: string[];
  let result: VnuResult;
  before(async () => {
    requireDist();
    files = await fg('**/*.html', { cwd: distDir, absolute: true });
    result = await validate(files);
    if (result.setAside) {
      console.log(
        `  (${result.setAside} messages about valid code the checker does not know were set aside: ${UNKNOWN_TO_VNU.map((u) => u.why.split(' (')[0]).join('; ')})`,
      );
    }
  });

  const describeErrors = (file: string) =>
    (result.errors.get(file) ?? [])
      .map((m) => `\n  line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? `  …${m.extract.trim()}…` : ''}`)
      .join('');

  for (const route of routes) {
    const file = join(distDir, outputFile(route.path));
    it(`${outputFile(route.path)} has no errors`, () => {
      assert.ok(files.includes(file), `${file} was not built`);
      assert.equal(result.errors.get(file)?.length ?? 0, 0, `${relative(distDir, file)}:${describeErrors(file)}`);
    });
  }

  it('every other HTML file in the folder has no errors either', () => {
    const routeFiles = new Set(routes.map((r) => join(distDir, outputFile(r.path))));
    const others = files.filter((f) => !routeFiles.has(f) && result.errors.has(f));
    assert.deepEqual(
      others.map((f) => `${relative(distDir, f)}:${describeErrors(f)}`),
      [],
    );
  });
});
