// Other spellings of a path that a host may answer with the same file: percent-encoded letters, doubled and encoded
// slashes, dot segments, the file name, another case. Hosts match their header rules against the path as sent and
// find the file after decoding it, so each spelling must still get the page's policy (docs/deploy.md#what-every-host-must-do).
import { request } from 'node:http';

/** `%61` for `a`: the character at `at` of `text` percent-encoded. */
const encodeAt = (text: string, at: number) =>
  `${text.slice(0, at)}%${text.charCodeAt(at).toString(16).padStart(2, '0')}${text.slice(at + 1)}`;

/** The spellings of `path` (a page's or a folder's, ending in "/"), the path itself left out. */
export function spellingsOf(path: string): string[] {
  const [first = ''] = path.split('/').filter(Boolean);
  const rest = path.slice(first.length + 1);
  const out = new Set([
    `/${path}`,
    `//${path}`,
    `/%2F${path.slice(1)}`,
    `/.${path}`,
    `/%2e${path}`,
    `/x/..${path}`,
    `/x/%2e%2e${path}`,
    `${path}.`,
    `${path}./`,
    `${path}/`,
    `${path}index.html`,
    `${path}%69ndex.html`,
    `${path}INDEX.HTML`,
    path.replace(/\/$/, ''),
  ]);
  if (first) {
    out.add(`/${encodeAt(first, 0)}${rest}`);
    out.add(`/${encodeAt(first, first.length - 1)}${rest}`);
    out.add(`/${encodeAt(first, 0).toUpperCase()}${rest}`);
    out.add(`/${first.charAt(0).toUpperCase()}${first.slice(1)}${rest}`);
    out.add(`/${first.toUpperCase()}${rest}`);
    out.add(path.replace(/\/$/, '%2f'));
    out.add(path.replace(/\/$/, '%2F'));
    out.add(`${path.slice(0, -1)}%2F/`);
    out.add(path.replace(`/${first}/`, `/${first}//`));
  }
  out.delete(path);
  return [...out];
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** GET a path exactly as written (fetch and URL would resolve its dot segments and doubled slashes first). */
export function getRaw(origin: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, method: 'GET', headers: { 'Accept-Encoding': 'identity' } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * Whether a Content-Security-Policy header (one policy, or several joined by commas, each of which applies) refuses
 * inline script: some policy has script-src, or default-src without script-src, and neither allows 'unsafe-inline'.
 */
export function forbidsInlineScript(header: string | string[] | undefined): boolean {
  const policies = [header ?? []].flat().flatMap((h) => h.split(','));
  return policies.some((policy) => {
    const directives = new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
    );
    const scripts = directives.get('script-src') ?? directives.get('default-src');
    return scripts !== undefined && !scripts.includes("'unsafe-inline'");
  });
}
