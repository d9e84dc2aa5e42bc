// Checks the packages the editor ships (the build's dist/admin/packages.json) against npm's advisories:
// `npm run audit:editor`, after a build. Fails on any known advisory against one of them; when the registry's audit
// endpoint cannot be asked (this project's CI machines reach the registry but not its audit endpoint), says that it
// could not check and passes, so the step tells the truth either way (docs/deploy.md#the-editor).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditVerdict } from './lib/advisories';
import { EDITOR_PACKAGES, type BundledPackage } from '../src/steps/editor';

const list = join('dist', EDITOR_PACKAGES);
if (!existsSync(list)) {
  console.error(`${list} is not there: npm run build writes it (with an editor: group in content/site.yaml).`);
  process.exit(1);
}
const packages = JSON.parse(readFileSync(list, 'utf8')) as BundledPackage[];
const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
const verdict = auditVerdict(run.stdout, new Set(packages.map((p) => p.name)));
if (!verdict.checked) {
  console.log(`Could not check the editor's ${packages.length} packages for advisories: ${verdict.why}.`);
  process.exit(0);
}
if (verdict.found.length === 0) {
  console.log(`No known advisory against any of the editor's ${packages.length} packages.`);
  process.exit(0);
}
for (const { name, severity, advisories } of verdict.found)
  console.error(`${name} (${severity}): ${advisories.join('; ')}`);
console.error(
  `${verdict.found.length} of the editor's ${packages.length} packages have known advisories: update them (npm update, or the package that brings them in).`,
);
process.exit(1);
