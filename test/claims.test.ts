// docs/CONTENT.md "Claims we can make": the claims a machine can catch fail the build when content loads, naming the
// file, the record and the field, and the real content passes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readContent, validateContent, type RawContent } from '../src/content/load';

const raw = readContent();
const services = raw.services as { slug: string; ctaHeading: string; faqs: { answer: string }[] }[];

/** The message of the content errors a change makes, or '' when the content loads. */
function errorsOf(change: (copy: RawContent) => RawContent): string {
  try {
    validateContent(change(structuredClone(raw)), {});
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const withService = (slug: string, edit: (s: (typeof services)[number]) => void) => (copy: RawContent) => {
  const service = (copy.services as typeof services).find((s) => s.slug === slug);
  if (!service) throw new Error(slug);
  edit(service);
  return copy;
};

describe('claims the copy may not make', () => {
  it('passes the real content', () => {
    assert.equal(
      errorsOf((c) => c),
      '',
    );
  });

  it('rejects an arrival time in a heading that does not say "aim"', () => {
    const message = errorsOf(
      withService('emergency-lockout', (s) => (s.ctaHeading = 'Locked Out Right Now? We Can Be There in 30 Minutes')),
    );
    assert.match(message, /content\/services\.ts › emergency-lockout › ctaHeading: expected an arrival time .* "aim"/);
  });

  it('rejects "insurance approved" anywhere, articles included', () => {
    const message = errorsOf((copy) => ({
      ...copy,
      articles: copy.articles.map((a, i) =>
        i === 0 ? { ...a, text: `${a.text}\nFit insurance-approved locks.\n` } : a,
      ),
    }));
    assert.match(
      message,
      new RegExp(`${raw.articles[0]?.file} › line \\d+: expected the standards most home insurers`),
    );
  });

  it('rejects the V5C as proof of ownership, and keys that "cannot be copied"', () => {
    const message = errorsOf(
      withService('auto-locksmith', (s) => {
        if (s.faqs[0]) s.faqs[0].answer = 'We ask for proof of ownership, such as the V5C.';
        if (s.faqs[1]) s.faqs[1].answer = 'Restricted keys cannot be copied.';
      }),
    );
    assert.match(message, /content\/services\.ts › auto-locksmith › faqs\[0\]\.answer: expected photo ID and the V5C/);
    assert.match(message, /content\/services\.ts › auto-locksmith › faqs\[1\]\.answer: expected keys "copied only/);
  });
});
