// The yardstick the scaling runs are held to (docs/performance.md#the-benchmark): Hugo, the fastest static-site
// generator in common use, building as many pages as a scaling run adds, from the same generated Markdown articles,
// with a minimal layout (a head, a menu, the article, a list page). Run just before the scaling run of that size, so
// both share the machine's state. Skipped when `hugo` is not installed (apt-get install hugo).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syntheticArticle } from './synthetic';

const CONFIG = `baseURL = "https://example.org/"
title = "Synthetic"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
`;
const LAYOUTS: Record<string, string> = {
  'baseof.html': `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><header><nav>{{ range (slice "Home" "About" "Services" "Products" "Areas" "Blog" "Contact") }}<a href="/{{ . | urlize }}/">{{ . }}</a> {{ end }}</nav></header>
<main>{{ block "main" . }}{{ end }}</main><footer>Footer</footer></body></html>`,
  'single.html': `{{ define "main" }}<article><h1>{{ .Title }}</h1><time>{{ .Date.Format "2 January 2006" }}</time>{{ .Content }}</article>{{ end }}`,
  'list.html': `{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}`,
};

export const hugoInstalled = () => spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0;

/** The wall times, in ms, of `runs` Hugo builds of `pages` generated articles (after one untimed build). */
export async function hugoBuildTimes(pages: number, runs: number): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'locksmith-hugo-'));
  try {
    const posts = join(dir, 'content/posts');
    await mkdir(posts, { recursive: true });
    await mkdir(join(dir, 'layouts/_default'), { recursive: true });
    await writeFile(join(dir, 'hugo.toml'), CONFIG);
    for (const [name, text] of Object.entries(LAYOUTS)) await writeFile(join(dir, 'layouts/_default', name), text);
    for (let start = 0; start < pages; start += 500) {
      const batch = Array.from({ length: Math.min(500, pages - start) }, (_, k) => start + k);
      await Promise.all(batch.map((i) => writeFile(join(posts, `article-${i}.md`), syntheticArticle(i))));
    }
    const once = () => {
      const started = performance.now();
      const result = spawnSync('hugo', ['--quiet', '-d', 'out'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      if (result.status !== 0) throw new Error(`hugo failed: ${result.stderr.toString()}`);
      return performance.now() - started;
    };
    once();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await rm(join(dir, 'out'), { recursive: true, force: true });
      times.push(once());
    }
    return times;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
