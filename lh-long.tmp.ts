import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from './build';
import { longArticle } from './scripts/bench/long-article';
import { readContent } from './src/content/load';
import { startPreview } from './src/server/preview';
import { chromeFlags, chromePath } from './scripts/lib/chromium';
import { noScriptCopy } from './scripts/lib/no-script-copy';
const dir = '/tmp/longsite';
const a = longArticle(6000);
const raw = readContent();
await build({ content: { ...raw, articles: [...raw.articles, a] }, outDir: join(dir, 'dist'), quiet: true, articleCards: false });
const copy = await noScriptCopy(join(dir, 'dist'));
console.log(Object.keys(copy));
const sites = [await startPreview({ dir: join(dir, 'dist'), port: 0 }), await startPreview({ dir: copy.dir, port: 0 })];
const path = `/blog/${a.slug}/`;
const res: Record<string, { fcp: number[]; lcp: number[] }> = { page: { fcp: [], lcp: [] }, noscript: { fcp: [], lcp: [] } };
for (let run = 0; run < 5; run++) {
  for (const [i, name] of ['page', 'noscript'].entries()) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const r = await lighthouse(sites[i]!.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const audits = r!.lhr.audits;
      res[name]!.fcp.push(audits['first-contentful-paint']!.numericValue!);
      res[name]!.lcp.push(audits['largest-contentful-paint']!.numericValue!);
    } finally { chrome.kill(); }
  }
}
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const [n, v] of Object.entries(res)) console.log(n, 'FCP', med(v.fcp), v.fcp.map(Math.round).join(','), 'LCP', med(v.lcp), v.lcp.map(Math.round).join(','));
await Promise.all(sites.map((s) => s.close()));
await copy.remove();
