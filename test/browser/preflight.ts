// Run by `npm run test:browser` and `npm run test:cloudflare` before the suite: stops at once, with what to do, when
// there is no browser, no built site, no Java (the W3C Nu checker) or no Cloudflare runtime, instead of letting every
// test file fail on the same missing piece.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requireChrome } from '../../scripts/lib/chrome';
import { firefoxPath, installedVersion, selectedEngines, webkitDriverPath } from './support/engines';
import { workerd, wranglerScript } from './support/cloudflare';
import { hostName } from './support/hosts';
import { requireDist } from './support/urls';

try {
  requireChrome();
  requireDist();
  // BROWSERS adds Firefox and WebKit to the engines test/browser/engines.test.ts runs (Chromium alone by default).
  const engines = hostName === 'preview' ? selectedEngines() : [];
  if (engines.includes('firefox') && !existsSync(firefoxPath))
    throw new Error(`No Firefox at ${firefoxPath}: \`apt-get install firefox-esr\`, or set FIREFOX_PATH.`);
  if (engines.includes('webkit')) {
    if (!existsSync(webkitDriverPath)) throw new Error('No WebKitWebDriver: `apt-get install webkit2gtk-driver`.');
    if (installedVersion('webkit').startsWith('no '))
      throw new Error('WebKitGTK is not usable from Python: `apt-get install python3-gi gir1.2-webkit2-4.1`.');
    if (!process.env.DISPLAY && spawnSync('Xvfb', ['-help']).error)
      throw new Error('No DISPLAY and no Xvfb for WebKitGTK: `apt-get install xvfb`.');
  }
  for (const engine of ['chromium' as const, ...engines.filter((e) => e !== 'chromium')])
    console.log(`${engine}: ${installedVersion(engine)}`);
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
