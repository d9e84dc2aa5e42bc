// Requests no file can answer, which Cloudflare Pages answers with the 404 page (status 404): the host files, a NUL
// byte, percent-encodings that do not decode, and names longer than a file system takes. Every server of the
// project must answer them the same way, never with a 500 or an exception's text.
export const MALFORMED_PATHS = [
  '/_headers',
  '/_redirects',
  '/%00',
  '/about/%00',
  '/%E0%A4%A',
  '/%',
  '/about/%zz/',
  `/${'a'.repeat(5000)}`,
  `/${'a/'.repeat(3000)}`,
];
