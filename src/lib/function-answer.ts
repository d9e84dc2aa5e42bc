// What the site's Pages Functions (functions/) share: the headers every answer of theirs carries, and the runtime's
// HTMLRewriter, with which the quote form's handlers answer with a prerendered page (docs/site.md#quote-requests).

/** The site's HSTS value: its _headers file (src/steps/hosting.ts) and every Function's answer send it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sent with every answer of a Function. The site's _headers file gives its files these, but Cloudflare applies it to
 * static assets only, not to what a Function returns. Each answer is made for one request (a state, a token, a
 * visitor's words or reference): none may be kept and replayed by a cache.
 */
export const FUNCTION_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/** The part of the Workers runtime's HTMLRewriter the handlers use (https://developers.cloudflare.com/workers/runtime-apis/html-rewriter/). */
export interface RewrittenElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  /** Writes text, escaped: nothing given here can become markup. */
  setInnerContent(content: string): void;
  remove(): void;
}
export interface Rewriter {
  on(selector: string, handlers: { element(element: RewrittenElement): void }): Rewriter;
  transform(response: Response): Response;
}

export interface AssetsEnv {
  ASSETS: { fetch(input: Request | string): Promise<Response> };
}

/**
 * The prerendered page at `path`, changed by `rewrite`, with `status` and the headers of a Function's answer over its
 * own (its policy among them).
 */
export async function answerWithPage(
  env: AssetsEnv,
  request: Request,
  path: string,
  status: number,
  rewrite: (rewriter: Rewriter) => Rewriter,
): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL(path, request.url).toString());
  // The runtime's own HTMLRewriter: a global there and nowhere else, so neither imported nor in Node's types.
  const { HTMLRewriter } = globalThis as unknown as { HTMLRewriter: new () => Rewriter };
  const rewritten = rewrite(new HTMLRewriter()).transform(page);
  const headers = new Headers(rewritten.headers);
  for (const [name, value] of Object.entries(FUNCTION_HEADERS)) headers.set(name, value);
  return new Response(rewritten.body, { status, headers });
}
