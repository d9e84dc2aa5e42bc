// The networks a visitor's address is counted under by the quote form's limits (functions/contact/request.ts): an IPv4
// address as it is, an IPv6 address by its /64 and, more coarsely, its /48. A home, a phone or a server is given a whole
// /64 and may send from any of its 2^64 addresses, and one line or server often holds many /64s of one /48, so
// counting each address alone would let one host send without limit.
import { REQUEST_LIMITS } from './form';

/**
 * Each network a request from `address` is counted under, with the most requests it may send in the window of
 * REQUEST_LIMITS: its client network at `perClient`, and for IPv6 its /48 too at `perWideNetwork`.
 */
export function limitsOf(address: string): { network: string; most: number }[] {
  const wide = wideNetwork(address);
  return [
    { network: clientNetwork(address), most: REQUEST_LIMITS.perClient },
    ...(wide ? [{ network: wide, most: REQUEST_LIMITS.perWideNetwork }] : []),
  ];
}

/** The /64 of an IPv6 address ("2001:db8:1:2::/64"), the address itself for IPv4, or the text as sent otherwise. */
export function clientNetwork(address: string): string {
  return networkOf(address, 4);
}

/** The /48 of an IPv6 address ("2001:db8:1::/48"), or undefined for any other (an IPv4 address is one client). */
export function wideNetwork(address: string): string | undefined {
  const network = networkOf(address, 3);
  return network.endsWith('/48') ? network : undefined;
}

/** The first `groups` groups of an IPv6 address as a network, the IPv4 address itself, or the text as sent. */
function networkOf(address: string, groups: 3 | 4): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(':')) return text;
  const all = ipv6Groups(text.replace(/%.*$/, ''));
  if (!all) return text;
  // An IPv4 address written as IPv6 (::ffff:192.0.2.1) is that IPv4 client.
  if (all.slice(0, 5).every((g) => g === 0) && all[5] === 0xffff)
    return [all[6] ?? 0, all[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join('.');
  return `${all
    .slice(0, groups)
    .map((g) => g.toString(16))
    .join(':')}::/${groups * 16}`;
}

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined): number[] | undefined => {
    if (!part) return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      // The last piece may be an IPv4 address: two groups.
      if (i === pieces.length - 1 && piece.includes('.')) {
        const bytes = piece.split('.').map(Number);
        if (bytes.length !== 4 || bytes.some((b) => !Number.isInteger(b) || b < 0 || b > 255)) return undefined;
        const [a = 0, b = 0, c = 0, d = 0] = bytes;
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(parseInt(piece, 16));
      else return undefined;
    }
    return out;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail];
}
