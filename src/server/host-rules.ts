// The preview server's reading of dist/_headers and dist/_redirects: the rules as Netlify and Cloudflare Pages apply
// them, so `npm start` sends exactly what the hosts will.
import type { HeaderRule, RedirectRule } from '../steps/hosting';

/** Reads a `_headers` file back into rules, so the preview server applies exactly what the hosts will. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string>; detach: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {}, detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)?.[1];
    const colon = line.indexOf(':');
    if (rule && detached) rule.detach.push(detached);
    else if (rule && colon >= 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    else throw new Error(`_headers: "${line.trim()}" is not under a path, or neither \`Name: value\` nor \`! Name\``);
  }
  return rules.map(({ detach, ...rule }) => (detach.length ? { ...rule, detach } : rule));
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

/**
 * A request's URL as sent: the path keeps its percent-encoding (hosts match rules against it), with dot segments
 * resolved as every URL parser does. `req.url` is a path, and one starting with `//` is still a path: resolved
 * against a base, `//evil.example/about` would be read as another host.
 */
export function requestUrl(url: string | undefined): URL {
  const origin = 'http://localhost';
  if (url?.startsWith('/')) return new URL(`${origin}${url}`);
  // A proxy's absolute form (`GET http://host/path`) keeps its path; anything else (`*`) is the root.
  const absolute = url && URL.canParse(url) ? new URL(url) : undefined;
  return new URL(`${origin}${absolute ? `${absolute.pathname}${absolute.search}` : '/'}`);
}

/** One slash where a path starts with several: `//evil.example/about/` in a Location would name another host. */
export const oneLeadingSlash = (path: string) => path.replace(/^\/+/, '/');

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
  const raw = requestUrl(url).pathname;
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
