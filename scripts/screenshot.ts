// Saves screenshots of built pages at phone and desktop widths, the first screen or with --full the whole page:
// `npm run screenshot -- / /about/`.
// Needs the preview server (`npm start`) running and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { mkdir } from 'node:fs/promises';
import { launchBrowser } from './lib/chromium';
import { flagsOrExit } from '../src/lib/cli';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const outDir = 'screenshots';
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const flags = flagsOrExit(
  'npm run screenshot -- [paths]',
  { full: { help: 'the whole page, not only the first screen' } },
  { positionals: true },
);
const paths = flags.positionals;

const browser = await launchBrowser();
await mkdir(outDir, { recursive: true });
for (const path of paths.length ? paths : ['/']) {
  for (const [name, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => console.log(`  [${name} ${path}] console.${m.type()}: ${m.text()}`));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${outDir}/${path.replace(/\//g, '_') || 'home'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: flags.full });
    console.log(file);
    await page.close();
  }
}
await browser.close();
