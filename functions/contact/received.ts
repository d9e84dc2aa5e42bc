// The "received" answer to a quote request (docs/site.md#quote-requests), as a Pages Function at /contact/received/:
// the request handler (functions/contact/request.ts) sends the visitor here with the request's number once it is
// stored, and this shows the prerendered page with its reference, the one the owner's email carries, and, for a
// lockout "as soon as possible", the call to ring now above everything. Without a number (an old bookmark, a hand-typed
// address) the page is shown as it was built, with neither. What the address says is only ever shown as a number.
import { answerWithPage, type AssetsEnv, type RewrittenElement } from '../../src/lib/function-answer';
import { RECEIVED_PARTS, RECEIVED_PATH, readReceivedAddress, requestReference } from '../../src/lib/quote-form';

interface Context {
  request: Request;
  env: AssetsEnv;
}

export function onRequestGet({ request, env }: Context): Promise<Response> {
  const url = new URL(request.url);
  // Any other spelling of the address (no slash, index.html) is answered as the host answers it for any page.
  if (url.pathname !== RECEIVED_PATH) return env.ASSETS.fetch(request);
  const { id, urgent } = readReceivedAddress(url.searchParams);
  const shown = (yes: boolean) => ({
    element(el: RewrittenElement) {
      if (yes) el.removeAttribute('hidden');
      else el.remove();
    },
  });
  return answerWithPage(env, request, RECEIVED_PATH, 200, (rewriter) =>
    rewriter
      .on(`[${RECEIVED_PARTS.urgent}]`, shown(urgent))
      .on(`[${RECEIVED_PARTS.reference}]`, shown(id !== undefined))
      .on(`[${RECEIVED_PARTS.referenceValue}]`, {
        element(el) {
          if (id !== undefined) el.setInnerContent(requestReference(id));
        },
      }),
  );
}
