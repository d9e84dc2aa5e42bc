// docs/site.md#terms: the terms of business keep the 14-day right to cancel and the model cancellation form, whatever
// the owner rewrites, and are linked from every page's footer, from the quote form and from its "received" answer.
// Pages are rendered from the real content with the quote form turned on, so this holds whether or not it is.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ContentValues, readContent, validateContent } from '../src/content/load';
import { termsPath } from '../src/lib/paths';
import { RECEIVED_PATH } from '../src/lib/quote-requests/form';
import { errorsOf } from './helpers/content-errors';
import { renderAll } from './helpers/render-all';
import { withQuoteForm } from './helpers/with-form';

const raw = readContent();
type Rates = {
  caption: string;
  chargeHeading: string;
  amountHeading: string;
  rows: { charge: string; amount: string }[];
};
type Section = { heading: string; paragraphs: string[]; items?: string[]; rates?: Rates };

function withChange(change: (c: ContentValues) => void): ContentValues {
  const copy = structuredClone(raw);
  change(copy);
  return copy;
}

/** The real content with the quote form on, as a site that takes requests has it. */
const withForm = withQuoteForm(raw);

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

describe('the terms of business', () => {
  const content = validateContent(withForm, {});
  const pages = renderAll(content);
  const terms = pages.get(termsPath()) ?? '';

  it('are linked from every page, the quote form and its "received" answer', () => {
    assert.ok(terms, `${termsPath()} is built`);
    for (const [path, html] of pages) {
      const footer = html.match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '';
      assert.ok(footer.includes(`href="${termsPath()}"`), `${path} links ${termsPath()} in its footer`);
    }
    const form = pages.get('/contact/')?.match(/<form[\s\S]*<\/form>/)?.[0] ?? '';
    assert.ok(form.includes(`href="${termsPath()}"`), 'the quote form links the terms');
    const main = pages.get(RECEIVED_PATH)?.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
    assert.ok(main.includes(`href="${termsPath()}"`), `${RECEIVED_PATH} links the terms`);
  });

  it("state the 14-day right, the model form and the trader's details and charges, every placeholder filled", () => {
    const text = textOf(terms);
    assert.match(text, /\b14 days\b/);
    assert.match(text, /I\/We \[\*\] hereby give notice that I\/We \[\*\] cancel my\/our \[\*\] contract/);
    assert.doesNotMatch(text, /\{\w+\}/, 'no placeholder is left unfilled');
    // Each figure the terms as written name, whichever the owner keeps, is filled in with its value.
    const written = JSON.stringify(content.written.pages.terms.value);
    const named = Object.entries(content.values).filter(([name]) => written.includes(`{${name}}`));
    assert.ok(named.length > 0, 'the terms name at least one of the business facts');
    for (const [name, value] of named) assert.ok(text.includes(value), `the terms state {${name}} as "${value}"`);
  });

  it('refuse to build without the 14-day right or the model form, naming the file and field', () => {
    const sectionsOf = (c: ContentValues) => (c.pages.terms as unknown as { sections: Section[] }).sections;
    const without = (words: RegExp) =>
      errorsOf(
        withChange((c) => {
          for (const s of sectionsOf(c)) {
            s.paragraphs = s.paragraphs.map((p) => p.replace(words, 'a fortnight'));
            s.items = s.items?.map((p) => p.replace(words, 'a fortnight'));
          }
        }),
      );
    const days = without(/\b14 days\b/g);
    assert.ok(
      days.some((e) => /^content\/pages\/terms\.yaml:\d+ › sections: expected terms that keep the 14 days/.test(e)),
      days.join('\n'),
    );
    const form = without(/hereby give notice/g);
    assert.ok(
      form.some((e) =>
        /^content\/pages\/terms\.yaml:\d+ › sections: expected terms that keep the model cancellation form/.test(e),
      ),
      form.join('\n'),
    );
  });

  it('give every charge in a table of charges as a figure, and refuse one without, naming the file and field', () => {
    for (const table of terms.match(/<table[\s\S]*?<\/table>/g) ?? [])
      for (const cell of table.match(/<td[^>]*>[\s\S]*?<\/td>/g) ?? [])
        assert.match(textOf(cell), /£\d|\bnone\b|\bnothing\b/i, `a figure: ${textOf(cell)}`);
    // The test's own tables, wherever the owner keeps one or none: one drawn with its headings and rows...
    const rates = { caption: 'What we charge', chargeHeading: 'Charge', amountHeading: 'Amount' };
    const withTable = (amount: string) =>
      withChange((c) => {
        const [first] = (c.pages.terms as unknown as { sections: Section[] }).sections;
        if (first) first.rates = { ...rates, rows: [{ charge: 'Keys cut while you wait', amount }] };
      });
    const drawn = renderAll(validateContent(withTable('+£25'), {}), [termsPath()]).get(termsPath()) ?? '';
    assert.match(
      drawn,
      /<table[^>]*><caption[^>]*>What we charge<\/caption>[\s\S]*<th scope="row"[^>]*>Keys cut while you wait<\/th><td[^>]*>\+£25<\/td>/,
    );
    // ...and one refused.
    const errors = errorsOf(withTable('A little more, ask us'));
    assert.ok(
      errors.some((e) =>
        /^content\/pages\/terms\.yaml:\d+ › sections\[0\]\.rates\.rows\[0\]\.amount: expected an amount in pounds/.test(
          e,
        ),
      ),
      errors.join('\n'),
    );
  });

  it('give a charge content/site.yaml states as that fact, and refuse a row that says otherwise, naming both places', () => {
    const site = raw.site as unknown as { charges: Record<string, string> };
    const withRows = (rows: { charge: string; amount: string }[]) =>
      withChange((c) => {
        const [first] = (c.pages.terms as unknown as { sections: Section[] }).sections;
        if (first) first.rates = { caption: 'What we charge', chargeHeading: 'Charge', amountHeading: 'Amount', rows };
      });
    // A figure other than each fact, whatever the facts are.
    const other = (fact: string) => (fact === '£35' ? '£45' : '£35');
    const rows = [
      { charge: 'Call-out, day or night', amount: other(site.charges.callOut ?? '') },
      { charge: 'A lockout, by day', amount: other(site.charges.lockout ?? '') },
      { charge: 'At night', amount: other(site.charges.night ?? '') },
    ];
    const errors = errorsOf(withRows(rows));
    for (const [j, fact] of ['callOut', 'lockout', 'night'].entries())
      assert.ok(
        errors.some((e) =>
          new RegExp(
            `^content/pages/terms\\.yaml:\\d+ › sections\\[0\\]\\.rates\\.rows\\[${j}\\]\\.amount: expected .*charges\\.${fact}`,
          ).test(e),
        ),
        `${fact}:\n${errors.join('\n')}`,
      );
    const filled = withRows([
      { charge: 'Call-out, day or night', amount: '{callOutCharge}' },
      { charge: 'A lockout, by day', amount: '{lockoutPrice}' },
      { charge: 'At night', amount: '{nightCharge}' },
    ]);
    assert.deepEqual(errorsOf(filled), []);
  });

  it('refuse a quote form or answer that does not link them', () => {
    const errors = errorsOf(
      withChange((c) => {
        const request = (c.pages.contact as unknown as { request: Record<string, unknown> }).request;
        request.privacy = 'We use these details only to answer your request. See our [privacy notice](/privacy/).';
        (request.received as Record<string, unknown>).terms = 'Thank you.';
      }),
    );
    for (const field of ['request.privacy', 'request.received.terms'])
      assert.ok(
        errors.some((e) =>
          new RegExp(
            `^content/pages/contact\\.yaml:\\d+ › ${field.replace(/\./g, '\\.')}: expected text that links the terms`,
          ).test(e),
        ),
        `${field}:\n${errors.join('\n')}`,
      );
  });
});
