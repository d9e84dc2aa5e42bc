// docs/site.md#who-we-are: the trader's details are checked as the registers issue them, a stand-in is named until
// it is replaced, and every page states who the trader is (its footer; /contact/ and /about/ in full), with no label
// for a detail the owner leaves out; the privacy notice is filled from the same facts and linked from every page; the
// text links appear only when the business takes texts. Pages are rendered from the real content with one change.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ContentValues, readContent, validateContent } from '../src/content/load';
import { errorsOf } from './helpers/content-errors';
import { pagePath, privacyPath } from '../src/lib/paths';
import { dramaRange, ukPhone } from '../src/lib/phone';
import { smsHref, traderOf as traderShown, whatsappHref } from '../src/lib/trader';
import { ukPostcode, ukVatNumber } from '../src/lib/uk-ids';
import { renderAll } from './helpers/render-all';

const raw = readContent();

function withChange(change: (c: ContentValues & { site: Record<string, unknown> }) => void): ContentValues {
  const copy = structuredClone(raw);
  change(copy as ContentValues & { site: Record<string, unknown> });
  return copy;
}

/** The trader group of a copy, as written. */
const traderOf = (c: { site: Record<string, unknown> }) => c.site.trader as Record<string, unknown>;

/** The text of a page's footer, tags removed. */
const footerText = (html: string) =>
  (html.match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');

const A_COMPANY = { number: '01234567', registeredIn: 'England and Wales' };
const A_VAT = 'GB999999973';

describe("the trader's details as the registers issue them", () => {
  it('reads postcodes and VAT numbers as written and prints them as Royal Mail and HMRC do', () => {
    assert.equal(ukPostcode('n19gu'), 'N1 9GU');
    assert.equal(ukPostcode('SW1A 1AA'), 'SW1A 1AA');
    assert.equal(ukPostcode('N1 9G'), undefined);
    // 1234567 weighted 8 down to 2 is 112: 82 makes 194 = 2 × 97; 27 makes 139, and 139 + 55 = 194 (the newer series).
    assert.equal(ukVatNumber('123456782'), 'GB 123 4567 82');
    assert.equal(ukVatNumber('gb 123 4567 27'), 'GB 123 4567 27');
    assert.equal(ukVatNumber('GB123456782001'), 'GB 123 4567 82 001');
    assert.equal(ukVatNumber('123456789'), undefined);
    assert.equal(ukVatNumber('GB12345678'), undefined);
  });

  it("knows Ofcom's drama numbers however they are written, and no other", () => {
    for (const london of ['020 7946 0123', '+44 (0)20 7946 0999', '442079460000'])
      assert.equal(dramaRange(london), 'london', london);
    for (const mobile of ['07700 900123', '+447700900000', '447700 900999'])
      assert.equal(dramaRange(mobile), 'mobile', mobile);
    for (const real of ['020 7946 1123', '07700 901123', '07911 123456', '+442071234567'])
      assert.equal(dramaRange(real), undefined, real);
  });

  const faults: [string, (t: Record<string, unknown>, site: Record<string, unknown>) => void, string][] = [
    ['trader.address.postcode', (t) => ((t.address as Record<string, unknown>).postcode = 'N1 9G'), 'a UK postcode'],
    ['trader.email', (t) => (t.email = 'help@'), 'an email address'],
    ['trader.vatNumber', (t) => (t.vatNumber = 'GB 123 4567 89'), 'a UK VAT number'],
    ['trader.company.number', (t) => (t.company = { ...A_COMPANY, number: '1234' }), 'a Companies House number'],
    [
      'trader.company.registeredIn',
      (t) => (t.company = { number: 'SC123456', registeredIn: 'England and Wales' }),
      'the part of the UK its number belongs to',
    ],
    [
      'trader.company',
      (t) => {
        t.legalForm = 'Sole trader';
        t.company = A_COMPANY;
      },
      'a company number for a limited company or an LLP, and none for a sole trader',
    ],
    ['texts.mobile', (_, site) => (site.texts = { mobile: '020 7946 0123', whatsapp: false }), 'a UK mobile number'],
    [
      'texts.mobile',
      (_, site) => (site.texts = { mobile: '07700 900123', whatsapp: false }),
      String.raw`a mobile that takes texts \(Ofcom keeps 07700 900000 to 900999 for drama`,
    ],
  ];
  for (const [field, change, expected] of faults) {
    it(`refuses a malformed ${field} (${expected.replace(/\\/g, '')}), naming content/site.yaml and the field`, () => {
      const errors = errorsOf(withChange((c) => change(traderOf(c), c.site)));
      assert.ok(
        errors.some((e) =>
          new RegExp(`^content/site\\.yaml(?::\\d+)? › ${field.replace(/\./g, '\\.')}: expected ${expected}`).test(e),
        ),
        errors.join('\n'),
      );
    });
  }

  it('keeps what the owner writes in the forms the pages print', () => {
    const content = validateContent(
      withChange((c) => {
        const t = traderOf(c);
        (t.address as Record<string, unknown>).postcode = 'n19gu';
        t.vatNumber = 'gb999 9999 73';
        t.company = { number: 'sc123456', registeredIn: 'Scotland' };
        c.site.texts = { mobile: '07911 123456', whatsapp: true };
      }),
      {},
    );
    assert.equal(content.site.trader.address.postcode, 'N1 9GU');
    assert.equal(content.site.trader.vatNumber, 'GB 999 9999 73');
    assert.equal(content.site.trader.company?.number, 'SC123456');
    assert.equal(content.site.texts?.mobile, '+447911123456');
  });
});

describe("stand-ins among the trader's details", () => {
  const warningsFor = (email: string, postcode: string) =>
    validateContent(
      withChange((c) => {
        const t = traderOf(c);
        t.email = email;
        (t.address as Record<string, unknown>).postcode = postcode;
        // No legal form given, whatever the owner has set: the check of the legal form's stand-in reads it.
        delete t.legalForm;
        delete t.company;
      }),
      {},
    ).warnings;

  it('names the email and the address while they are stand-ins', () => {
    const warnings = warningsFor('help@locksmith-london.example', 'XM4 5HQ');
    assert.ok(
      warnings.some((w) => /^content\/site\.yaml:\d+ › trader\.email: /.test(w)),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => /^content\/site\.yaml:\d+ › trader\.address: /.test(w)),
      warnings.join('\n'),
    );
    assert.ok(warningsFor('help@example.com', 'N1 9GU').some((w) => w.includes('trader.email')));
  });

  it('names the legal form until it is given', () => {
    const warnings = warningsFor('help@locksmith.co.uk', 'N1 9GU');
    assert.ok(
      warnings.some((w) => /^content\/site\.yaml:\d+ › trader\.legalForm: /.test(w)),
      warnings.join('\n'),
    );
  });

  it('is silent about them once they are real', () => {
    const { warnings } = validateContent(
      withChange((c) => {
        const t = traderOf(c);
        t.email = 'help@locksmith.co.uk';
        t.address = { street: '1 Upper Street', town: 'London', postcode: 'N1 9GU' };
        // A sole trader has no company number, whatever the owner's content has, and gives their own name.
        t.legalForm = 'Sole trader';
        t.legalName = 'Jane Smith trading as Locksmith London';
        t.vatNumber = 'GB 123 4567 82';
        delete t.company;
      }),
      {},
    );
    assert.ok(!warnings.some((w) => w.includes('trader.')), warnings.join('\n'));
  });
});

describe('the VAT line', () => {
  const site = (trader: Record<string, unknown>) =>
    ({
      name: 'Locksmith London',
      trader: {
        legalName: 'Jane Smith',
        address: { street: '1 Upper Street', town: 'London', postcode: 'N1 9GU' },
        email: 'a@b.co.uk',
        ...trader,
      },
    }) as never;

  it('gives the VAT number, or says the business is not registered for VAT, or nothing when the owner has not said', () => {
    assert.equal(traderShown(site({ vatNumber: 'GB 123 4567 82' })).vat, 'GB 123 4567 82');
    assert.equal(traderShown(site({ vatStatus: 'Not registered for VAT' })).vat, 'Not registered for VAT');
    assert.equal(traderShown(site({})).vat, undefined);
  });
});

describe('every page says who the trader is', () => {
  const { details } = raw.navigation.footer as unknown as Record<string, Record<string, string>>;
  const labels = details as Record<string, string>;

  it('in its footer: the legal name, the address and the email as a mailto: link, and no label for what is not set', () => {
    const content = validateContent(
      withChange((c) => {
        const t = traderOf(c);
        delete t.legalForm;
        delete t.company;
        delete t.vatNumber;
        delete t.memberships;
      }),
      {},
    );
    const { trader } = content.site;
    const address = `${trader.address.street}, ${trader.address.town} ${trader.address.postcode}`;
    for (const [path, html] of renderAll(content)) {
      const footer = footerText(html);
      for (const shown of [trader.legalName, address, trader.email])
        assert.ok(footer.includes(shown), `${path}: the footer states "${shown}"`);
      assert.ok(html.includes(`href="mailto:${trader.email}"`), `${path}: the email is a mailto: link`);
      for (const label of [
        labels.legalForm,
        labels.companyNumber,
        labels.registeredIn,
        labels.vatNumber,
        labels.memberOf,
      ])
        assert.ok(!html.includes(`>${label}<`), `${path}: no "${label}" label without the detail`);
    }
  });

  it('with its company and VAT numbers, registered office and memberships where they are set, in the structured data too', () => {
    const content = validateContent(
      withChange((c) => {
        const t = traderOf(c);
        t.legalForm = 'Private limited company';
        t.company = {
          ...A_COMPANY,
          registeredOffice: { street: '1 Registered Row', town: 'London', postcode: 'EC1A 1BB' },
        };
        t.vatNumber = A_VAT;
        t.memberships = [{ name: 'A Trade Body', number: 'M123', url: 'https://trade-body.example/members/' }];
      }),
      {},
    );
    const pages = renderAll(content);
    for (const [path, html] of pages) {
      const footer = footerText(html);
      for (const shown of [
        'Private limited company',
        '01234567',
        'England and Wales',
        '1 Registered Row, London EC1A 1BB',
        'GB 999 9999 73',
        'A Trade Body',
      ])
        assert.ok(footer.includes(shown), `${path}: the footer states "${shown}"`);
      assert.ok(footer.includes(`${labels.membershipNumber} M123`), `${path}: the membership number`);
    }
    const home = pages.get('/') ?? '';
    assert.match(home, /"vatID":"GB999999973"/);
    assert.match(home, /"memberOf":\[\{"@type":"Organization","name":"A Trade Body"/);
  });

  it('links the privacy notice from every page, whose every placeholder is filled from the facts', () => {
    const content = validateContent(raw, {});
    const pages = renderAll(content);
    const notice = pages.get(privacyPath());
    assert.ok(notice, `${privacyPath()} is built`);
    for (const [path, html] of pages)
      assert.ok(html.includes(`href="${privacyPath()}"`), `${path} links ${privacyPath()}`);
    const text = notice.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
    assert.doesNotMatch(text, /\{\w+\}/, 'no placeholder is left unfilled');
    const { trader, facts } = content.site;
    for (const fact of [trader.legalName, trader.email, trader.address.postcode, facts.enquiriesKept])
      assert.ok(text.includes(fact), `the notice states "${fact}"`);
  });
});

describe('the text links', () => {
  const mobile = ukPhone('+447911123456');

  it('open a text or a WhatsApp chat to the number, with the message written in', () => {
    const sms = new URL(smsHref(mobile, 'Hello, I need a locksmith (Lock Repair).'));
    assert.equal(sms.protocol, 'sms:');
    assert.equal(sms.pathname, '+447911123456');
    assert.equal(new URLSearchParams(sms.search).get('body'), 'Hello, I need a locksmith (Lock Repair).');
    const wa = new URL(whatsappHref(mobile, 'Hello & welcome?'));
    assert.equal(`${wa.origin}${wa.pathname}`, 'https://wa.me/447911123456');
    assert.equal(wa.searchParams.get('text'), 'Hello & welcome?');
  });

  it('appear on no page while the business gives no mobile', () => {
    const content = validateContent(
      withChange((c) => {
        delete c.site.texts;
      }),
      {},
    );
    for (const [path, html] of renderAll(content)) assert.doesNotMatch(html, /href="(?:sms:|https:\/\/wa\.me\/)/, path);
  });

  it('take a mobile saved with its WhatsApp box never ticked, as not on WhatsApp', () => {
    const content = validateContent(
      withChange((c) => {
        c.site.texts = { mobile: '07911 123456' };
      }),
      {},
    );
    assert.equal(content.site.texts?.whatsapp, false);
    const pages = renderAll(content, [pagePath('contact')]);
    assert.match(pages.get(pagePath('contact')) ?? '', /href="sms:/, 'a text link');
    assert.doesNotMatch(pages.get(pagePath('contact')) ?? '', /href="https:\/\/wa\.me\//, 'no WhatsApp link');
  });

  it('name what they do and the number, name the page’s service or area, and follow the call button', () => {
    const withTexts = (whatsapp: boolean) =>
      renderAll(
        validateContent(
          withChange((c) => {
            c.site.texts = { mobile: '07911 123456', whatsapp };
          }),
          {},
        ),
      );
    const content = validateContent(raw, {});
    const { text, whatsapp } = content.navigation.texts;
    const service = content.services[0];
    const area = content.areas[0];
    assert.ok(service && area);
    const pages = withTexts(true);
    const servicePage = pages.get(`/services/${service.slug}/`) ?? '';
    const links = [...servicePage.matchAll(/<a href="((?:sms:|https:\/\/wa\.me\/)[^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
    assert.equal(links.length, 2, 'a text and a WhatsApp link in the closing block');
    const names = links.map(([, , inner = '']) =>
      inner
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    assert.deepEqual(names, [`${text} 07911 123456`, `${whatsapp} 07911 123456`]);
    const body = new URLSearchParams(new URL((links[0]?.[1] ?? '').replace(/&amp;/g, '&')).search).get('body');
    assert.ok(body?.includes(service.title), `the text names the service: ${body}`);
    assert.ok(servicePage.indexOf('href="tel:') < servicePage.indexOf('href="sms:'), 'the call button comes first');
    const areaBody = /href="sms:[^"?]+\?&amp;body=([^"]+)"/.exec(pages.get(`/areas/${area.slug}/`) ?? '')?.[1];
    assert.ok(decodeURIComponent(areaBody ?? '').includes(area.name), 'the text names the area');
    assert.match(pages.get('/contact/') ?? '', /href="sms:\+447911123456/, '/contact/ gives the text link');
    assert.doesNotMatch(withTexts(false).get('/contact/') ?? '', /wa\.me/, 'no WhatsApp link unless it is ticked');
  });
});
