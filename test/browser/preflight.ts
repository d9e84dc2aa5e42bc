// Run by `npm run test:browser` before the suite: stops at once, with what to do, when there is no browser,
// no Java or no built site, instead of letting every test file fail on the same missing piece.
import { spawnSync } from 'node:child_process';
import { requireChrome } from '../../scripts/lib/chromium';
import { requireDist } from './support/site';

try {
  requireChrome();
  requireDist();
  if (spawnSync('java', ['-version']).error) {
    throw new Error(
      'No `java` on PATH: the W3C Nu checker needs Java 11 or later (`apt-get install default-jre-headless`).',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
