// Saves full-page screenshots of built pages at phone and desktop widths: `npm run screenshot -- / /about/`.
// Needs the preview server (`npm start`) running and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { mkdir } from 'node:fs/promises';
import { launchBrowser } from './lib/chromium';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const outDir = 'screenshots';
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

const browser = await launchBrowser();
await mkdir(outDir, { recursive: true });
for (const path of paths.length ? paths : ['/']) {
  for (const [name, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => console.log(`  [${name} ${path}] console.${m.type()}: ${m.text()}`));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${outDir}/${path.replace(/\//g, '_') || 'home'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.argv.includes('--full') });
    console.log(file);
    await page.close();
  }
}
await browser.close();
