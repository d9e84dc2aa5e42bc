// The preview server's reading of dist/_headers: the rules as Netlify and Cloudflare Pages apply them, turned
// into serve-handler's config, so `npm start` sends exactly what the hosts will.
import type { HeaderRule } from '../build/hosting';

/** Reads a `_headers` file back into rules, so the preview server applies exactly what the hosts will. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" is not under a path or has no colon`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The same rules for serve-handler, which matches headers against the file it serves (a glob), not the URL:
 * `/` is `/index.html`, `/about/` is `/about/index.html`, `/blog/*` is every file under blog/.
 */
export function serveHandlerHeaders(rules: readonly HeaderRule[]) {
  return rules.map((rule) => ({
    source: rule.path.endsWith('*')
      ? `${rule.path.slice(0, -1)}**`
      : rule.path.endsWith('/')
        ? `${rule.path}index.html`
        : rule.path,
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  }));
}
