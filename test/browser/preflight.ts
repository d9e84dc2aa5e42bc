// Run by `npm run test:browser` and `npm run test:cloudflare` before the suite: stops at once, with what to do, when
// there is no browser, no built site, no Java (the W3C Nu checker) or no Cloudflare runtime, instead of letting every
// test file fail on the same missing piece.
import { spawnSync } from 'node:child_process';
import { requireChrome } from '../../scripts/lib/chromium';
import { workerd, wranglerScript } from './support/cloudflare';
import { hostName } from './support/hosts';
import { requireDist } from './support/site';

try {
  requireChrome();
  requireDist();
  if (hostName === 'cloudflare') {
    for (const [name, command] of [
      ['wrangler', [process.execPath, wranglerScript]],
      ['workerd', [workerd().default]],
    ] as const) {
      const run = spawnSync(command[0], [...command.slice(1), '--version'], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`${name} does not run (npm ci installs it): ${run.stderr || run.error}`);
    }
  } else if (spawnSync('java', ['-version']).error) {
    throw new Error(
      'No `java` on PATH: the W3C Nu checker needs Java 11 or later (`apt-get install default-jre-headless`).',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
