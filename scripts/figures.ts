// `npm run figures`: writes the figures of the last build's report (build-report.json) that the docs give into their
// blocks of docs/performance.md. Run it after `npm run build` when a change to src/ moves them; test/docs.test.ts
// fails until then.
import { readFile } from 'node:fs/promises';
import { type BuildReport, scriptFigures, writeBlock } from './lib/doc-blocks';

const REPORT = 'build-report.json';
const DOC = 'docs/performance.md';

const text = await readFile(REPORT, 'utf8').catch(() => {
  console.error(`No ${REPORT}: run npm run build first.`);
  process.exit(1);
});
await writeBlock(DOC, 'scripts', scriptFigures(JSON.parse(text) as BuildReport));
console.log(`Wrote the script figures of ${REPORT} into ${DOC}`);
