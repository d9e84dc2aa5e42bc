// Host files step: the response headers and redirects every host should apply, written once as data and turned
// into Netlify/Cloudflare `_headers` and `_redirects` in the output folder, and an nginx include beside it (nginx
// reads it from the server's config, not the web root), so that local preview (which reads `_headers` back), CDN
// and nginx send the same Content-Security-Policy, caching and security headers.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { QueryRedirect } from '../../routes';
import { FEED_TYPE, FEED_URL } from '../lib/head';
import { EDITOR_PATH } from '../lib/editor-preview';
import { HSTS } from '../lib/function-answer';
import { NOT_SENT_PATH, RECEIVED_PATH } from '../lib/quote-requests/form';
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_TYPE,
  speculationRulesFile,
  speculationRulesHeader,
} from '../lib/speculation';
import type { PageResult } from './render-pages';
import { contentSecurityPolicy, type InlineHashes } from '../lib/csp';

/** One header rule: a URL pattern as Netlify and Cloudflare Pages read it (`*` matches the rest of the path). */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
  /**
   * Headers an earlier rule set that this one removes before adding its own (Cloudflare's `! Name` lines), so that
   * its values replace theirs instead of joining them.
   */
  detach?: readonly string[];
}

/** One line of `_redirects`: an exact path, where it goes and the status. */
export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302 | 303 | 307 | 308;
}

/**
 * How Netlify and Cloudflare Pages match a rule's path: a final `*` matches the rest, anything else exactly. The path
 * is the request's as sent, percent-encoding and all (`/%61bout/` is not `/about/`), which is why the pages' policy
 * is on `/*`: no spelling of a path can miss it.
 */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/**
 * The headers a list of rules gives, as Cloudflare Pages applies them: in order, each rule first removing what it
 * detaches, then adding its headers; a header two rules set is sent with both values, joined by a comma.
 */
export function combineRules(rules: readonly HeaderRule[]): Record<string, string> {
  const out = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    for (const name of rule.detach ?? []) out.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const earlier = out.get(name.toLowerCase());
      out.set(name.toLowerCase(), [earlier?.[0] ?? name, earlier ? `${earlier[1]}, ${value}` : value]);
    }
  }
  return Object.fromEntries(out.values());
}

/** The headers a host sends for a request's path (as sent, not decoded): those of every rule matching it. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return combineRules(rules.filter((r) => pathMatches(r.path, path)));
}

/** Folders whose file names carry a content hash, so a changed file always has a new URL. */
const HASHED_FOLDERS = ['/assets/', '/images/blog/', '/images/og/'] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Hosts pick a file's type from its extension, which makes the feed the generic `application/xml`. */
export const FEED_CONTENT_TYPE = `${FEED_TYPE}; charset=utf-8`;

/** The quote form's answers (src/lib/quote-requests/form.ts), which its functions send for one request each. */
const ANSWER_PATHS = [RECEIVED_PATH, NOT_SENT_PATH];

/** Security headers sent with every response, the editor's included. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/**
 * The pages' policy and isolation from other windows, sent with every response: whatever spelling of a path a host
 * serves a page under, and the 404 page, the sitemap, the feed and the icons too. Only the editor's folder replaces
 * them (its rule detaches these two first).
 */
function pageHeaders(csp: string): Record<string, string> {
  return { 'Content-Security-Policy': csp, 'Cross-Origin-Opener-Policy': 'same-origin' };
}

/** The editor at /admin/: its own policy, kept out of search engines, and revalidated like the pages. */
export interface EditorRule {
  /** The folder, such as "/admin/". */
  path: string;
  /** Its Content-Security-Policy (src/steps/editor.ts). */
  policy: string;
}

/**
 * The editor's headers. Its sign-in opens a window (GitHub's, through the host's sign-in) that must be able to hand
 * the editor its token, which `same-origin` would prevent.
 */
function editorHeaders(editor: EditorRule): Record<string, string> {
  return {
    'Content-Security-Policy': editor.policy,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': REVALIDATE,
  };
}

/**
 * Every rule. `/*` carries the security headers and the pages' policy, so that every response has them whatever
 * spelling of its path was asked for (hosts match rules against the path as sent, and find the file after decoding
 * it). Each page section adds its caching and speculation rules; these may be missed by an odd spelling, which costs
 * nothing but a cache hit. The editor's folder detaches the policy and the opener policy and sets its own: Cloudflare
 * joins the values of a header two rules set, and two policies would both apply. The quote form's answers detach
 * their section's caching in the same way: never cached. `htmlPaths` are the page paths
 * (from routes.ts); they are grouped by first segment to stay far below Cloudflare's limit of 100 rules however many
 * pages there are. Pages name the speculation rules at `rulesUrl` (src/lib/speculation.ts), which is sent with the
 * type browsers require.
 */
export function headerRules(
  htmlPaths: readonly string[],
  hashes: InlineHashes,
  rulesUrl: string,
  editor?: EditorRule,
): HeaderRule[] {
  const sections = new Set<string>();
  for (const path of htmlPaths) {
    const [first] = path.split('/').filter(Boolean);
    if (path.endsWith('/'))
      sections.add(first === undefined ? '/' : path === `/${first}/` ? `/${first}/` : `/${first}/*`);
  }
  // A section with pages below it also covers its own index page.
  for (const s of [...sections]) if (s.endsWith('/*')) sections.delete(s.slice(0, -1));
  if (editor && [...sections].some((s) => pathMatches(s, editor.path) || pathMatches(`${editor.path}*`, s)))
    throw new Error(`the editor's folder ${editor.path} is also a page section; rename one of them`);
  const page = pageHeaders(contentSecurityPolicy(hashes));
  return [
    { path: '/*', headers: { ...SECURITY_HEADERS, ...page } },
    ...HASHED_FOLDERS.map((folder) => ({ path: `${folder}*`, headers: { 'Cache-Control': IMMUTABLE } })),
    ...[...sections].sort().map((path) => ({
      path,
      headers: { 'Cache-Control': REVALIDATE, [SPECULATION_RULES_HEADER]: speculationRulesHeader(rulesUrl) },
    })),
    // Made for one request each (a visitor's words, a reference), as their functions send them: never kept.
    ...ANSWER_PATHS.filter((path) => htmlPaths.includes(path)).map((path) => ({
      path,
      detach: ['Cache-Control'],
      headers: { 'Cache-Control': 'no-store' },
    })),
    { path: FEED_URL, headers: { 'Content-Type': FEED_CONTENT_TYPE } },
    { path: rulesUrl, headers: { 'Content-Type': SPECULATION_RULES_TYPE } },
    ...(editor ? [{ path: `${editor.path}*`, detach: Object.keys(page), headers: editorHeaders(editor) }] : []),
  ];
}

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((r) =>
    [
      r.path,
      ...(r.detach ?? []).map((name) => `  ! ${name}`),
      ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`),
    ].join('\n'),
  );
  return `# Generated by the build (src/steps/hosting.ts); read by Netlify, Cloudflare Pages and \`npm start\`.\n${blocks.join('\n\n')}\n`;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An nginx include with the same headers and redirects: `add_header … always` at server level, and one location per
 * rule. nginx drops server-level add_header lines in a location that has its own, and uses one location per request,
 * so each location repeats the security headers and an exact path also takes what the broader rules give it. The
 * query redirects are matched against the request line as sent (`$request_uri`, query string included).
 */
export function nginxInclude(
  rules: readonly HeaderRule[],
  redirects: readonly RedirectRule[],
  queries: readonly QueryRedirect[] = [],
): string {
  const [all, ...specific] = rules;
  const quote = (v: string) => `"${v.replace(/"/g, '\\"')}"`;
  const lines = (headers: Readonly<Record<string, string>>, indent: string) =>
    Object.entries(headers).map(([k, v]) => `${indent}add_header ${k} ${quote(v)} always;`);
  // Each location sends what every rule covering its path gives, `/*`'s included, with the editor's detaching.
  const location = (match: string, path: string, body: string[]) => {
    const { 'Content-Type': type, ...others } = combineRules(rules.filter((r) => pathMatches(r.path, path)));
    return [
      `location ${match} {`,
      // add_header would send a second Content-Type; with no types mapped, default_type is the only one.
      ...(type ? ['    types { }', `    default_type ${quote(type)};`] : []),
      ...lines(others, '    '),
      ...body,
      '}',
    ].join('\n');
  };
  const headerLocations = specific.map((rule) => {
    const exact = !rule.path.endsWith('*') && !rule.path.endsWith('/');
    // A folder is a prefix match, so the internal redirect from /about/ to /about/index.html keeps the headers.
    const match =
      rule.path === '/' ? '~ ^/(index\\.html)?$' : exact ? `= ${rule.path}` : `^~ ${rule.path.replace(/\*$/, '')}`;
    return location(match, rule.path, [exact ? '    try_files $uri =404;' : '    try_files $uri $uri/ =404;']);
  });
  // Like Netlify and Cloudflare, the query string goes along unless the target has its own.
  const redirectLocations = redirects.map((r) =>
    location(`= ${r.from}`, r.from, [`    return ${r.status} ${r.to}${r.to.includes('?') ? '' : '$is_args$args'};`]),
  );
  // `if` with only a `return` inside is safe at server level (https://nginx.org/en/docs/http/ngx_http_rewrite_module.html).
  const queryRedirects = queries.map((q) => {
    // The path with or without its trailing slash (nginx would otherwise redirect to the slash first).
    const path = escapeRegex(q.path).replace(/\/$/, '/?');
    const match = `^${path}\\?(?:[^#]*&)?${escapeRegex(q.param)}=${escapeRegex(q.value)}(?:&|$)`;
    return `if ($request_uri ~ "${match}") { return 301 ${q.to}; }`;
  });
  return [
    '# Generated by the build (src/steps/hosting.ts) from the same rules as dist/_headers and dist/_redirects.',
    ...(all ? lines(all.headers, '') : []),
    '',
    ...(queryRedirects.length
      ? ['# Old addresses with a query string that now have a page of their own.', ...queryRedirects, '']
      : []),
    ...headerLocations,
    ...redirectLocations,
    '',
  ].join('\n');
}

/** Redirects for addresses people and feed readers guess; they never shadow a page (none of these exist). */
export function redirectRules(feedUrl: string): RedirectRule[] {
  return [
    { from: '/feed', to: feedUrl, status: 301 },
    { from: '/feed.xml', to: feedUrl, status: 301 },
    { from: '/rss.xml', to: feedUrl, status: 301 },
    { from: '/atom.xml', to: feedUrl, status: 301 },
    { from: '/home', to: '/', status: 301 },
  ];
}

/**
 * The `_redirects` file of Netlify and Cloudflare Pages: `from to status`, one a line, then the old addresses with a
 * query string. Netlify matches query parameters (`/blog/ category=x /blog/category/x/`,
 * https://docs.netlify.com/routing/redirects/redirect-options/#query-parameters); `301!` forces the rule, because a
 * page exists at the path and Netlify would otherwise serve it. Cloudflare Pages cannot match a query: it skips
 * these lines (four fields instead of two or three) as invalid, and the page's own script sends visitors on.
 */
export function redirectsFile(rules: readonly RedirectRule[], queries: readonly QueryRedirect[] = []): string {
  const width = Math.max(...rules.map((r) => r.from.length)) + 2;
  const lines = rules.map((r) => `${r.from.padEnd(width)}${r.to}  ${r.status}`);
  return [
    '# Generated by the build (src/steps/hosting.ts).',
    ...lines,
    ...(queries.length
      ? [
          '# Netlify only (Cloudflare Pages cannot match a query string and skips these lines).',
          ...queries.map((q) => `${q.path}  ${q.param}=${q.value}  ${q.to}  301!`),
        ]
      : []),
    '',
  ].join('\n');
}

/**
 * Writes `_headers`, `_redirects`, the nginx include and the speculation rules they name; the CSP lists the hash of
 * every inlined stylesheet and script.
 */
export async function writeHostFiles(
  pages: readonly PageResult[],
  outDir: string,
  nginxFile: string,
  queries: readonly QueryRedirect[],
  editor?: { policy: string },
): Promise<string> {
  const hashes = {
    styles: [...new Set(pages.map((p) => p.styleHash))],
    scripts: [...new Set(pages.flatMap((p) => p.scriptHash ?? []))],
  };
  const speculation = speculationRulesFile();
  const rules = headerRules(
    pages.map((p) => p.path),
    hashes,
    speculation.url,
    editor && { path: EDITOR_PATH, policy: editor.policy },
  );
  const redirects = redirectRules(FEED_URL);
  await mkdir(join(outDir, 'assets'), { recursive: true });
  await Promise.all([
    writeFile(join(outDir, speculation.url), speculation.text),
    writeFile(join(outDir, '_headers'), headersFile(rules)),
    writeFile(join(outDir, '_redirects'), redirectsFile(redirects, queries)),
    writeFile(nginxFile, nginxInclude(rules, redirects, queries)),
  ]);
  return `${rules.length} header rules, ${redirects.length} redirects, ${queries.length} query redirects, ${plural(hashes.styles.length, 'style hash', 'es')}, ${plural(hashes.scripts.length, 'script hash', 'es')}`;
}

const plural = (n: number, word: string, ending = 's') => `${n} ${word}${n === 1 ? '' : ending}`;
