// docs/site.md#quote-requests: the form's rules are one set, the browser's attributes and the handler's checks; the
// owner's email is plain text a field cannot add a header to; and the form, its answers and its settings exist only
// when content/site.yaml turns them on, every other page unchanged either way.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { type ContentValues, readContent, validateContent } from '../src/content/load';
import { QuoteForm } from '../src/components/QuoteForm';
import {
  FIELDS,
  HONEYPOT,
  NOT_SENT_PATH,
  RECEIVED_PATH,
  REQUEST_PATH,
  isUrgent,
  notification,
  readReceivedAddress,
  receivedAddress,
  newReference,
  isReference,
  REFERENCE_LENGTH,
  readRequest,
  shownSafely,
  type QuoteRequest,
} from '../src/lib/quote-requests/request';
import { requestSettings } from '../src/steps/quote-settings';
import { openPage } from './helpers/dom';
import { errorsOf } from './helpers/content-errors';
import { renderAll } from './helpers/render-all';
import { withQuoteForm } from './helpers/with-form';

const raw = readContent();
const good = { need: 'repair', phone: '020 7946 0123', name: 'Sam Patel', postcode: 'n1 9gu', when: '', message: '' };
const read = (fields: Record<string, string>) => readRequest(new Map(Object.entries(fields)));

describe('a quote request', () => {
  it('is read with the phone in international form and the postcode as Royal Mail writes it', () => {
    const result = read({ ...good, message: 'Front door.\r\nSecond line.' });
    assert.ok(result.ok);
    assert.deepEqual(result.request, {
      need: 'repair',
      phone: '+442079460123',
      name: 'Sam Patel',
      postcode: 'N1 9GU',
      when: undefined,
      message: 'Front door.\nSecond line.',
    });
  });

  it('keeps the line breaks of a message, makes a tab a space and leaves out any other hidden character', () => {
    const result = read({ ...good, message: 'Front door.\r\n\tBack door\u001b[31m too.\u202e\nThanks' });
    assert.ok(result.ok);
    assert.equal(result.request.message, 'Front door.\n Back door[31m too.\nThanks');
  });

  it('is listed with every hidden character escaped, so a stored request cannot move a terminal’s cursor', () => {
    assert.equal(shownSafely('Sam\u001b[2J\nPatel\u202e'), 'Sam\\u001b[2J\\nPatel\\u202e');
    assert.equal(shownSafely('Sa\u200bm'), 'Sa\\u200bm', 'an invisible character too');
    assert.equal(shownSafely('Flat 2, 10 Downing St'), 'Flat 2, 10 Downing St');
  });

  const faults: [string, Record<string, string>][] = [
    ['need', { need: 'burgle' }],
    ['need', { need: '' }],
    ['phone', { phone: '' }],
    ['phone', { phone: '12345' }],
    ['phone', { phone: '+1 212 555 0100' }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(FIELDS.name.maxLength + 1) }],
    ['postcode', { postcode: 'N1 9G' }],
    ['when', { when: 'never' }],
    ['message', { message: 'x'.repeat(FIELDS.message.longest + 1) }],
    // A line break or another hidden character in a one-line answer: a forged line in the email, a terminal's escape,
    // a name turned round by a direction mark; each kind in each one-line field.
    ...(['name', 'phone', 'postcode'] as const).flatMap((field) =>
      [
        ...[
          '\r\n',
          '\n',
          '\r',
          '\t',
          '\u0000',
          '\u001b[2J',
          '\u0085',
          '\u2028',
          '\u2029',
          '\u202e',
          '\u2067',
          '\u200f',
        ],
        // Invisible format characters: zero-width space, byte-order mark, word joiner, soft hyphen, a tag character.
        ...['\u200b', '\ufeff', '\u2060', '\u00ad', '\u{e0041}'],
      ].map((hidden): [string, Record<string, string>] => {
        const value = good[field];
        const at = Math.ceil(value.length / 2);
        return [field, { [field]: `${value.slice(0, at)}${hidden}${value.slice(at)}` }];
      }),
    ),
  ];
  for (const [field, change] of faults) {
    it(`is refused for its ${field} when it is ${JSON.stringify(Object.values(change)[0]).slice(0, 30)}`, () => {
      const result = read({ ...good, ...change });
      assert.ok(!result.ok);
      assert.deepEqual(result.problems, [field]);
    });
  }

  it('names every wrong field, and a field left out counts as empty', () => {
    const result = readRequest(new Map([['message', 'only this']]));
    assert.ok(!result.ok);
    assert.deepEqual(result.problems, ['need', 'phone', 'name']);
  });
});

describe("the owner's email about a request", () => {
  const content = validateContent(raw, {});
  const settings = requestSettings(validateContent(withQuoteForm(raw, 'website@example.co.uk'), {}));
  assert.ok(settings);
  const request: QuoteRequest = {
    need: 'lockout',
    phone: '+442079460123',
    name: 'Jo\r\nBcc: victim@example.com',
    postcode: 'N1 9GU',
    when: 'now',
    message: '<script>alert(1)</script>\r\nSubject: spam',
  };
  const { subject, text } = notification('K7P4QX', '2026-11-27T10:00:00.000Z', request, settings);

  it('has a subject of the site’s words and checked values only, on one line', () => {
    assert.equal(subject, `${content.site.name}: K7P4QX, ${settings.needs.lockout}, N1 9GU`);
    assert.doesNotMatch(subject, /[\r\n]/);
  });

  it('gives every field on its own line, as plain text, the visitor’s words as written', () => {
    const { labels } = settings;
    for (const line of [
      `${labels.need}: ${settings.needs.lockout}`,
      `${labels.phone}: +442079460123`,
      `${labels.postcode}: N1 9GU`,
      `${labels.when}: ${settings.times.now}`,
      '<script>alert(1)</script>',
    ])
      assert.ok(text.includes(line), `"${line}" in:\n${text}`);
    assert.ok(text.includes(`${labels.name}: Jo\r\nBcc: victim@example.com`), 'the name is kept whole, in the body');
    assert.ok(!text.includes('&lt;'), 'plain text: nothing is escaped into markup or out of it');
  });

  it('is emailed to the trader unless the requests group names another address', () => {
    assert.equal(settings.to, content.site.trader.email);
    assert.equal(settings.from, 'website@example.co.uk');
    assert.equal(settings.keepMonths, Number.parseInt(content.site.facts.enquiriesKept, 10));
  });
});

describe('the "received" address', () => {
  it('carries the stored request\'s reference, and "call now" only for a lockout as soon as possible', () => {
    const lockout = { need: 'lockout', when: 'now' } as const;
    for (const [request, urgent] of [
      [lockout, true],
      [{ need: 'lockout', when: 'today' }, false],
      [{ need: 'repair', when: 'now' }, false],
      [{ need: 'lockout' }, false],
    ] as const) {
      const address = new URL(receivedAddress('K7P4QX', isUrgent(request)), 'https://example.com');
      assert.equal(address.pathname, RECEIVED_PATH);
      assert.deepEqual(
        readReceivedAddress(address.searchParams),
        { reference: 'K7P4QX', urgent },
        JSON.stringify(request),
      );
    }
  });

  it('reads only a reference from it, so nothing else written there can be shown', () => {
    // The address of a request, with something else where its reference is.
    const withReference = (reference: string) =>
      readReceivedAddress(
        new URL(receivedAddress('K7P4QX', false).replace('K7P4QX', encodeURIComponent(reference)), 'https://x.uk')
          .searchParams,
      );
    for (const reference of ['', '7', 'K7P4Q', 'K7P4QXA', 'k7p4qx', 'K7P4Q0', 'K7P4QI', '<b>K7P4QX</b>', ' K7P4QX'])
      assert.equal(withReference(reference).reference, undefined, `"${reference}"`);
    assert.equal(withReference('K7P4QX').reference, 'K7P4QX');
  });
});

describe("a request's reference", () => {
  it('is six letters a person reads over the phone, none taken for another (0/O, 1/I/L, U)', () => {
    for (let i = 0; i < 2000; i++) {
      const reference = newReference();
      assert.equal(reference.length, REFERENCE_LENGTH);
      assert.match(reference, /^[A-Z2-9]+$/);
      assert.doesNotMatch(reference, /[01OILU]/);
      assert.ok(isReference(reference), reference);
    }
  });

  it('does not count: random, so two references say nothing of how many came between, each letter as likely', () => {
    // Drawn from the platform's cryptographic random source, whatever came before.
    const { getRandomValues } = crypto;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.set([29, 28, 27, 26, 25, 24].slice(0, array.length));
      return array;
    };
    try {
      assert.equal(newReference(), '987654');
    } finally {
      crypto.getRandomValues = getRandomValues;
    }
    // Bytes past the last whole run of the 30 letters (240 to 255) are never read as letters: byte % 30 would make the
    // first 16 letters likelier than the rest.
    const calls = [
      [240, 255, 250, 0, 1, 2],
      [3, 4, 5, 6, 7, 8],
    ];
    const bytes = () => Uint8Array.from(calls.shift() ?? []);
    assert.equal(newReference(bytes), 'ABCDEF');
  });
});

describe('the form', () => {
  const copy = validateContent(raw, {}).pages.contact.request;
  const { document } = openPage(`<!DOCTYPE html><body>${renderToStaticMarkup(<QuoteForm copy={copy} />)}</body>`);
  const form = document.querySelector('form');

  it('posts to the handler as a plain HTML form', () => {
    assert.equal(form?.getAttribute('method'), 'post');
    assert.equal(form?.getAttribute('action'), REQUEST_PATH);
  });

  it('asks the browser for the checks the handler makes, and labels every field', () => {
    for (const [name, rules] of Object.entries(FIELDS)) {
      const controls = [...document.querySelectorAll(`[name="${name}"]`)];
      assert.ok(controls.length > 0, `a control named ${name}`);
      for (const control of controls) {
        assert.equal(control.hasAttribute('required'), rules.required, `${name} required`);
        if ('maxLength' in rules) assert.equal(control.getAttribute('maxlength'), String(rules.maxLength), name);
        if ('type' in rules) assert.equal(control.getAttribute('type'), rules.type, name);
        if ('autoComplete' in rules) assert.equal(control.getAttribute('autocomplete'), rules.autoComplete, name);
        const id = control.getAttribute('id');
        const labelled = control.closest('label') ?? (id ? document.querySelector(`label[for="${id}"]`) : null);
        assert.ok(labelled?.textContent?.trim(), `${name} has a label`);
      }
    }
  });

  it('lets a long message be sent whole, for the handler to refuse with its limit, not cut by the browser', () => {
    const message = document.querySelector('textarea[name="message"]');
    assert.ok(message && !message.hasAttribute('maxlength'));
    assert.ok(document.getElementById(message.getAttribute('aria-describedby') ?? '')?.textContent?.trim(), 'a hint');
  });

  it('hides its honeypot from people, screen readers and the tab order', () => {
    const trap = document.querySelector(`[name="${HONEYPOT}"]`);
    assert.equal(trap?.getAttribute('tabindex'), '-1');
    assert.ok(trap?.closest('[aria-hidden="true"].hidden'), 'inside an aria-hidden, hidden block');
  });
});

describe('a site without the form', () => {
  const technical = (raw.site as { technical: Record<string, unknown> }).technical;
  /** The content with the form's settings in content/site.yaml and its switch on /contact/ as given. */
  const site = (requests: unknown, on: boolean) => {
    const contact = raw.pages.contact as unknown as { request: Record<string, unknown> };
    return {
      ...raw,
      site: { ...(raw.site as object), technical: { ...technical, requests } },
      pages: { ...raw.pages, contact: { ...contact, request: { ...contact.request, on } } },
    } as ContentValues;
  };
  const settings = { from: 'website@example.co.uk' };
  // Turned off by its switch, the settings kept for turning it on again.
  const offContent = validateContent(site(settings, false), {});
  const off = renderAll(offContent);
  const on = renderAll(validateContent(site(settings, true), {}));

  it('has no form, no answer pages and no settings for the handler', () => {
    assert.doesNotMatch(off.get('/contact/') ?? '', /<form/);
    // Links to the form's place (/contact/#quote) still land: on how to ask for a quote by phone.
    assert.match(off.get('/contact/') ?? '', /<section[^>]* id="quote"/);
    assert.match(on.get('/contact/') ?? '', new RegExp(`<form[^>]* action="${REQUEST_PATH}"`));
    assert.equal(requestSettings(offContent), undefined);
    for (const path of [RECEIVED_PATH, NOT_SENT_PATH]) {
      assert.ok(!off.has(path), `${path} without the form`);
      assert.ok(on.has(path), `${path} with the form`);
    }
  });

  it('keeps every other page byte for byte as it is with the form', () => {
    for (const [path, html] of off) if (path !== '/contact/') assert.equal(html, on.get(path), path);
  });

  it('is the same without its settings as with the switch off', () => {
    const unset = renderAll(validateContent(site(undefined, false), {}));
    assert.deepEqual([...unset.keys()].sort(), [...off.keys()].sort());
    assert.equal(unset.get('/contact/'), off.get('/contact/'));
  });

  it('refuses the switch on without the settings, naming the file, line and field', () => {
    const errors = errorsOf(site(undefined, true));
    assert.ok(
      errors.some((e) =>
        /^content\/pages\/contact\.yaml:\d+ › request\.on: expected the form set up first: .*Technical › Requests/.test(
          e,
        ),
      ),
      errors.join('\n'),
    );
  });
});
