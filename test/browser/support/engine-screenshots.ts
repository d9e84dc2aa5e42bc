// The engines run photographs each page kind in each engine at phone and desktop size into browser-screenshots/
// (git-ignored), and writes an index.html there that shows them side by side: one row per page kind, the engines
// across, phone beside desktop. They are for a person to look at, so a run nobody looks at (CI) leaves them out with
// BROWSER_SCREENSHOTS=0: a whole page's picture took Chromium 1.4–2 s and Firefox about 1 s.
import { readdir, writeFile } from 'node:fs/promises';
import { sizes } from '../../../scripts/lib/chromium';
import { ENGINES } from './engines';
import { urlPerKind } from './urls';

export const screenshotsDir = 'browser-screenshots';
/** Whether this run photographs the page kinds. */
export const photographing = process.env.BROWSER_SCREENSHOTS !== '0';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Rewrites browser-screenshots/index.html from the pictures there now (each engine's run adds its own). */
export async function writeScreenshotIndex(): Promise<void> {
  const files = new Set(await readdir(screenshotsDir).catch(() => [] as string[]));
  const engines = ENGINES.filter((e) => [...files].some((f) => f.includes(`-${e}-`)));
  const rows = urlPerKind.map(({ kind, path }) => {
    const cells = engines.flatMap((engine) =>
      sizes.map((size) => {
        const file = `${kind}-${engine}-${size.name}.png`;
        const picture = files.has(file)
          ? `<a href="${file}"><img src="${file}" alt="${escape(`${path} in ${engine}, ${size.name}`)}" loading="lazy"></a>`
          : '<p>not taken</p>';
        return `<td class="${size.name}">${picture}</td>`;
      }),
    );
    return `<tr><th scope="row">${escape(kind)}<br><code>${escape(path)}</code></th>${cells.join('')}</tr>`;
  });
  const head = engines.map((e) => `<th colspan="${sizes.length}" scope="colgroup">${e}</th>`).join('');
  const sub = engines
    .map(() => sizes.map((s) => `<th scope="col">${s.name} ${s.width}×${s.height}</th>`).join(''))
    .join('');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Every page kind in every engine</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; }
td img { display: block; max-height: 640px; width: auto; }
td.phone img { width: 160px; height: auto; max-height: none; }
td.desktop img { width: 320px; height: auto; max-height: none; }
</style></head><body>
<h1>Every page kind in every engine</h1>
<p>Written by the engines run (test/browser/engines.test.ts) on ${new Date().toISOString()}. Click a picture for the full page.</p>
<table><thead><tr><th rowspan="2">Page kind</th>${head}</tr><tr>${sub}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
  await writeFile(`${screenshotsDir}/index.html`, html);
}
