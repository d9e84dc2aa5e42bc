// docs/architecture.md#data-flow: the import check of `npm run check` passes on the project and names each broken rule.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { importProblems } from '../scripts/lib/imports';

describe('import rules', () => {
  it('hold for the project', () => {
    assert.deepEqual(importProblems(resolve(import.meta.dirname, '..')).problems, []);
  });

  describe('on a project that breaks them', () => {
    let root: string;
    let problems: string[];
    before(async () => {
      root = await mkdtemp(join(tmpdir(), 'locksmith-imports-'));
      const files: Record<string, string> = {
        'content/navigation.ts': "import type { NavLink } from '../src/lib/types';\nexport const x: NavLink[] = [];\n",
        'src/lib/types.ts': 'export interface NavLink { href: string }\n',
        'src/content/load.ts': "import { rule } from './rules';\nexport const load = rule;\n",
        'src/content/rules.ts': "import { load } from './load';\nexport const rule = () => load;\n",
        'routes.ts': "import { resize } from './src/lib/images';\nexport const routes = [resize];\n",
        'src/lib/images.ts': "import sharp from 'sharp';\nexport const resize = sharp;\n",
        'src/pages/HomePage.tsx': "import { css } from '../steps/css';\nexport const HomePage = css;\n",
        'src/steps/css.ts': 'export const css = 1;\n',
        'scripts/lighthouse.ts': "import { launch } from '../test/browser/support/browser';\nlaunch();\n",
        'test/browser/support/browser.ts': 'export const launch = () => 1;\n',
      };
      for (const [file, text] of Object.entries(files)) {
        await mkdir(dirname(join(root, file)), { recursive: true });
        await writeFile(join(root, file), text);
      }
      problems = importProblems(root).problems;
    });
    after(() => rm(root, { recursive: true, force: true }));

    it('names content/ importing from src/, even for types', () => {
      assert.ok(
        problems.includes('content/navigation.ts imports src/lib/types.ts (types): content may not import lib'),
      );
    });
    it('names render code importing a build step', () => {
      assert.ok(problems.includes('src/pages/HomePage.tsx imports src/steps/css.ts: render may not import steps'));
    });
    it('names scripts importing test code', () => {
      assert.ok(
        problems.includes('scripts/lighthouse.ts imports test/browser/support/browser.ts: scripts may not import test'),
      );
    });
    it('names a cycle with every file on it', () => {
      assert.ok(problems.includes('cycle: src/content/load.ts → src/content/rules.ts → src/content/load.ts'));
    });
    it('names a native module the route table loads indirectly', () => {
      assert.ok(
        problems.includes('routes.ts loads sharp through src/lib/images.ts: the route table must stay data only'),
      );
    });
  });
});
