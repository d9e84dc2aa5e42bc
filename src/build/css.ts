// CSS step: compiles src/styles.css with Tailwind's Node API in-process (no CLI start-up), minified for inlining.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

export async function buildCss(root: string): Promise<string> {
  const entry = join(root, 'src/styles.css');
  const compiler = await compile(await readFile(entry, 'utf8'), { base: dirname(entry), onDependency: () => {} });
  const scanner = new Scanner({ sources: compiler.sources });
  const css = compiler.build(scanner.scan());
  return optimize(css, { minify: true }).code;
}
