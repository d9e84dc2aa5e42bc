// Cloudflare's own runtime for the tests: the server module `npm start` uses for the quote form (src/server/cloudflare.ts).
export * from '../../../src/server/cloudflare';
