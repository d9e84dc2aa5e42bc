// The content with the quote form on, whatever the owner has chosen: its switch on /contact/ (request.on), with
// settings of the test's own (technical.requests), for a test of what the form does.
import type { ContentValues } from '../../src/content/load';

export function withQuoteForm(raw: ContentValues, from = 'website@locksmith.co.uk'): ContentValues {
  const copy = structuredClone(raw);
  const technical = (copy.site as unknown as { technical: Record<string, unknown> }).technical;
  technical.requests = { from };
  (copy.pages.contact as unknown as { request: Record<string, unknown> }).request.on = true;
  return copy;
}
