// The preview server's reading of dist/_headers and dist/_redirects: the rules as Netlify and Cloudflare Pages apply
// them, so `npm start` sends exactly what the hosts will.
import { pathMatches, type HeaderRule, type RedirectRule } from '../steps/hosting';

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
 * `/` is `/index.html`, `/about/` is `/about/index.html`, `/blog/*` is every file under blog/. serve-handler sets
 * these after its own, so a rule's Content-Type replaces the one of the file's extension, as on the hosts.
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

/** The headers of every rule that matches a URL path, for a response that is no file (a redirect). */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => pathMatches(r.path, path)).map((r) => r.headers));
}

const STATUSES = new Set([301, 302, 303, 307, 308]);
const isStatus = (n: number): n is RedirectRule['status'] => STATUSES.has(n);

/**
 * Reads a `_redirects` file: `from to [status]` a line, 302 when no status is given. Only what the build writes is
 * understood (exact paths, redirect statuses); a splat, a placeholder or a rewrite stops the server with the line,
 * rather than being applied differently from the hosts.
 */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line, i) => {
    const [from, to, code = '302', ...rest] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#')) return [];
    // Netlify's query rules (`/blog/ category=x /blog/category/x/ 301!`): Cloudflare skips them, and so does
    // the preview; the page's own script sends such visitors on.
    if (to && /^[^/=]+=[^/]*$/.test(to)) return [];
    const status = Number(code);
    if (!to || rest.length || /[*:]/.test(from) || !isStatus(status)) {
      throw new Error(`_redirects line ${i + 1}: "${line.trim()}" is not \`/exact/path target 301|302|303|307|308\``);
    }
    return [{ from, to, status }];
  });
}

/**
 * Cloudflare Pages' reading: the first rule whose path is exactly the request's, applied before any file is looked
 * up ("redirects are always followed, regardless of whether or not an asset matches"), so `/feed` does not become
 * `/feed/`. Netlify would also apply a rule to `/feed/`; the build's rules never name a file, so only that differs.
 */
export function redirectFor(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((r) => r.from === path);
}

/** The Location of a redirect: the request's query string goes along unless the target has its own. */
export function redirectLocation(rule: RedirectRule, search: string): string {
  const target = new URL(rule.to, 'http://host.invalid');
  if (!target.search) target.search = search;
  return /^https?:\/\//.test(rule.to) ? target.href : `${target.pathname}${target.search}${target.hash}`;
}

/** The host files of the output: read by the hosts, never served (Netlify and Cloudflare answer them with 404). */
const HOST_FILES: ReadonlySet<string> = new Set(['/_headers', '/_redirects']);

/** Longer than any file name the file system takes (255 bytes), or than any path of the site. */
const MAX_SEGMENT = 255;
const MAX_PATH = 2048;

/**
 * A request's path, decoded, or undefined when no file can answer it, as Cloudflare Pages answers such a request
 * with the 404 page: a percent-encoding that does not decode, a NUL byte (which no file name holds, and which would
 * throw in the file system and in a Location header), a name longer than a file system takes, or a host file.
 */
export function requestPath(url: string | undefined): string | undefined {
  const raw = new URL(url ?? '/', 'http://localhost').pathname;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.length > MAX_PATH || HOST_FILES.has(path)) return undefined;
  if (path.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT)) return undefined;
  return path;
}
