// Cloudflare's own runtime for the tests: the server module `npm start` uses for the quote form (src/server/wrangler-dev.ts).
export * from '../../../src/server/wrangler-dev';
