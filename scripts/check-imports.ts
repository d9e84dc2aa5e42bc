// `npm run check` step: the import rules of scripts/lib/imports.ts over the project; exits 1 naming each problem.
import { resolve } from 'node:path';
import { importProblems } from './lib/imports';

const { problems, files, edges } = importProblems(resolve(import.meta.dirname, '..'));
if (problems.length) {
  console.error(`${problems.length} import problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Imports: ${edges} between ${files} files, all downstream, no cycles.`);
