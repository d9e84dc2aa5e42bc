// The "received" answer to a quote request (docs/site.md#quote-requests), as a Pages Function at /contact/received/:
// the request handler (functions/contact/request.ts) sends the visitor here with the request's reference once it is
// stored, and this shows the prerendered page with that reference, the one the owner's email carries, and, for a
// lockout "as soon as possible", the call to ring now above everything. Without a reference (an old bookmark, a
// hand-typed address) the page is shown as it was built, with neither. Only a well-formed reference is ever shown.
import { answerWithPage, type AssetsEnv, type RewrittenElement } from '../../src/lib/function-answer';
import { RECEIVED_PARTS, RECEIVED_PATH, readReceivedAddress } from '../../src/lib/quote-requests/form';

interface Context {
  request: Request;
  env: AssetsEnv;
}

export function onRequestGet({ request, env }: Context): Promise<Response> {
  const url = new URL(request.url);
  // Any other spelling of the address (no slash, index.html) is answered as the host answers it for any page.
  if (url.pathname !== RECEIVED_PATH) return env.ASSETS.fetch(request);
  const { reference, urgent } = readReceivedAddress(url.searchParams);
  const shown = (yes: boolean) => ({
    element(el: RewrittenElement) {
      if (yes) el.removeAttribute('hidden');
      else el.remove();
    },
  });
  return answerWithPage(env, request, RECEIVED_PATH, 200, (rewriter) =>
    rewriter
      .on(`[${RECEIVED_PARTS.urgent}]`, shown(urgent))
      .on(`[${RECEIVED_PARTS.reference}]`, shown(reference !== undefined))
      .on(`[${RECEIVED_PARTS.referenceValue}]`, {
        element(el) {
          if (reference !== undefined) el.setInnerContent(reference);
        },
      }),
  );
}
