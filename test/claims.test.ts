// docs/CONTENT.md "Claims we can make": the claims a machine can catch fail the build when content loads, naming the
// file, the line, the record, the field and the rule; the rules read the copy with the site's figures filled in; the
// real content passes; and while the guarantee terms are a stand-in the build warns, naming the copy that promises
// the guarantee. Records and articles are the real content's, whichever they are: the rules do not depend on them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CopyClaims, type Content, type ContentValues, type ParsedText, readContent } from '../src/content/load';
import { validateContent as validateUncached } from '../src/content/load';
import { errorsOf as contentErrors } from './helpers/content-errors';

const raw = readContent();

/**
 * validateContent with the parsed article texts and their claims kept between calls, as the build keeps them
 * (src/steps/content.ts): each rule below is checked against an article whose claims an earlier load kept.
 */
const memos = { texts: new Map<string, ParsedText>(), claims: new Map<string, CopyClaims>() };
const validateContent = (content: ContentValues, env: NodeJS.ProcessEnv): Content =>
  validateUncached(content, env, memos);

/** A deep copy of the real content with one change applied. */
function withFault(change: (c: ContentValues) => void): ContentValues {
  const copy = structuredClone(raw);
  change(copy);
  return copy;
}

/** The content error messages of a copy, or [] when it loads. */
const errorsOf = (content: ContentValues) => contentErrors(content, validateContent);

const slugs = raw.services.map((s) => s.slug);
const [first = '', second = ''] = slugs;
/** The first two services, whichever they are, and their files. */
const FIRST = `content/services/${first}.yaml`;
const SECOND = `content/services/${second}.yaml`;
const service = (c: ContentValues, slug: string) => {
  const found = c.services.find((s) => s.slug === slug);
  assert.ok(found, slug);
  return found;
};

/** The first article, whichever it is. */
const ARTICLE = raw.articles[0]?.file ?? '';
/** Appends lines to the article; returns the number of the last line added. */
const appendToArticle = (c: ContentValues, lines: string) => {
  const article = c.articles.find((a) => a.file === ARTICLE);
  assert.ok(article, ARTICLE);
  article.text = `${article.text}\n${lines}\n`;
  return article.text.split('\n').length - 1;
};

/** "content/services/{slug}.yaml:41 › ctaHeading": where the content read from files has a field. */
function at(file: string, field: string, record?: string): string {
  const line = raw.lines?.[file]?.[record ? `${record}.${field}` : field];
  assert.ok(line, `${file} has ${record ? `${record}.` : ''}${field}`);
  return `${file}:${line} › ${record ? `${record} › ` : ''}${field}`;
}

/** Asserts one error starts with `where: expected` and names the rule. */
function assertRejects(errors: string[], where: string, rule: string) {
  const found = errors.find((e) => e.startsWith(`${where}: expected `) && e.includes(`(rule: ${rule})`));
  assert.ok(found, `expected an error at ${where} under the rule "${rule}"\namong:\n${errors.join('\n')}`);
}

describe('claims the copy may not make', () => {
  it('passes the real content', () => {
    assert.deepEqual(errorsOf(raw), []);
  });

  describe('arrival times are an aim', () => {
    it('rejects an arrival time in a service heading without "aim", and says what to write', () => {
      const errors = errorsOf(
        withFault((c) => {
          service(c, first).ctaHeading = 'Locked Out Right Now? We Can Be There in 30 Minutes';
          service(c, second).ctaHeading = "We're Only 30 Minutes Away";
        }),
      );
      assertRejects(errors, at(FIRST, 'ctaHeading'), 'arrival times are an aim');
      assertRejects(errors, at(SECOND, 'ctaHeading'), 'arrival times are an aim');
      assert.match(errors.join('\n'), /We Aim to Be There in 30 Minutes/);
    });

    it('rejects one in any heading- or title-like field, page copy and Markdown headings included', () => {
      const errors = errorsOf(
        withFault((c) => {
          c.pages.home.seo.title = '30-Minute Response Across London';
          c.pages.areaPage.cta.heading = 'With You in 30 Minutes in {name}';
        }),
      );
      assertRejects(errors, at('content/pages/home.yaml', 'seo.title'), 'arrival times are an aim');
      assertRejects(errors, at('content/pages/areas.yaml', 'cta.heading', 'areaPage'), 'arrival times are an aim');
      let line = 0;
      const article = errorsOf(withFault((c) => (line = appendToArticle(c, '## We arrive in 30 minutes'))));
      assertRejects(article, `${ARTICLE} › line ${line} heading`, 'arrival times are an aim');
    });

    it('accepts a heading that says "aim" or "average", and times in body copy', () => {
      const errors = errorsOf(
        withFault((c) => {
          service(c, first).ctaHeading = 'We Aim to Be There in 30 Minutes';
          service(c, second).ctaHeading = 'There in 20–30 Minutes on Average';
          service(c, first).faqs[0]!.answer = 'We are usually with you in 30 minutes.';
        }),
      );
      assert.deepEqual(errors, []);
    });
  });

  it('rejects "insurance approved" anywhere: keywords, area copy and articles', () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).keywords[0] = 'insurance approved locks London';
        c.pages.areaPage.why[0]!.title = 'Insurance-Approved Locks';
        line = appendToArticle(c, 'Fit insurance-approved locks.');
      }),
    );
    assertRejects(errors, at(FIRST, 'keywords[0]'), 'standards, not approvals');
    assertRejects(errors, at('content/pages/areas.yaml', 'why[0].title', 'areaPage'), 'standards, not approvals');
    assertRejects(errors, `${ARTICLE} › line ${line}`, 'standards, not approvals');
  });

  it('rejects the V5C as proof of ownership in one sentence, not in two', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).faqs[0]!.answer = 'We ask for proof of ownership, such as the V5C.';
      }),
    );
    assertRejects(errors, at(FIRST, 'faqs[0].answer'), 'the V5C names the registered keeper');
    assert.deepEqual(
      errorsOf(
        withFault((c) => {
          service(c, first).faqs[0]!.answer =
            'We ask for proof of ownership. Bring ID and the V5C showing you as the registered keeper.';
        }),
      ),
      [],
    );
  });

  it('rejects keys that "cannot be copied"', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, second).faqs[0]!.answer = 'Restricted keys cannot be copied.';
      }),
    );
    assertRejects(errors, at(SECOND, 'faqs[0].answer'), 'restricted keys are controlled, not uncopyable');
  });

  it('rejects a saving that is not "typically", in lists and headings too', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).benefits[0] = '30–50% cheaper than a dealership';
        service(c, second).features[0] = 'Savings of up to 70% versus main dealers';
      }),
    );
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'savings are typical');
    assertRejects(errors, at(SECOND, 'features[0]'), 'savings are typical');
  });

  it('rejects a "from £" price that does not say it includes VAT', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).features[0] = 'Basic car keys from £50';
      }),
    );
    assertRejects(errors, at(FIRST, 'features[0]'), 'prices are totals including VAT');
  });

  it('rejects a certified locksmith, team or expert, and lets a lock be certified to a standard', () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).benefits[0] = 'Certified, insured locksmiths';
        service(c, second).features[0] = 'Our locksmiths are trained and certified';
        line = appendToArticle(c, '## Certified and Trained');
      }),
    );
    const rule = 'credentials are memberships that can be checked';
    assertRejects(errors, at(FIRST, 'benefits[0]'), rule);
    assertRejects(errors, at(SECOND, 'features[0]'), rule);
    assertRejects(errors, `${ARTICLE} › line ${line} heading`, rule);
    const products = errorsOf(
      withFault((c) => {
        service(c, first).benefits[0] = 'Night latches certified to BS3621';
        service(c, second).features[0] = 'Our team fits locks certified to BS3621';
        appendToArticle(c, 'A certified cylinder still needs fitting properly.');
        appendToArticle(c, 'Locks certified to BS3621, fitted by our locksmiths.');
      }),
    );
    assert.deepEqual(
      products.filter((e) => e.includes(rule)),
      [],
      'a product certified to a standard is no credential',
    );
  });

  it('rejects smart locks that end lockouts', () => {
    let line = 0;
    const errors = errorsOf(withFault((c) => (line = appendToArticle(c, 'With a smart lock, no more lockouts.'))));
    assertRejects(errors, `${ARTICLE} › line ${line}`, 'smart locks do not end lockouts');
  });

  it('reads the copy with the figures of content/site.yaml filled in', () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        Object.assign(c.site.facts, { arrivalAim: '30 minutes', basicKeyPrice: '£45', dealerSaving: '30–50%' });
        service(c, first).ctaHeading = 'We Can Be There in {arrivalAim}';
        service(c, first).features[0] = 'Basic car keys from {basicKeyPrice}';
        service(c, second).benefits[0] = '{dealerSaving} cheaper than a dealership';
        line = appendToArticle(c, '## With You in {arrivalAim}');
      }),
    );
    assertRejects(errors, at(FIRST, 'ctaHeading'), 'arrival times are an aim');
    assertRejects(errors, at(FIRST, 'features[0]'), 'prices are totals including VAT');
    assertRejects(errors, at(SECOND, 'benefits[0]'), 'savings are typical');
    assertRejects(errors, `${ARTICLE} › line ${line} heading`, 'arrival times are an aim');
    assert.ok(
      errors.some((e) => e.startsWith(at(FIRST, 'features[0]')) && e.endsWith('found "Basic car keys from £45"')),
      'the message quotes the copy as visitors read it',
    );
  });
});

describe('every charge a figure', () => {
  const charges = (c: ContentValues) => (c.site as unknown as { charges: Record<string, unknown> }).charges;

  it("refuses copy that speaks of our premium without the night charge's figure, and takes it with {nightCharge}", () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).benefits[0] = 'A small premium may apply to late-night calls';
        service(c, second).benefits[0] = 'Night charge: {nightCharge}';
        appendToArticle(c, 'Late at night we add a small surcharge.');
      }),
    );
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'every charge a figure');
    assert.ok(!errors.some((e) => e.startsWith(`${SECOND}:`)), errors.join('\n'));
    assert.ok(
      errors.some((e) => e.startsWith(`${ARTICLE} › line `) && /every charge a figure/.test(e)),
      errors.join('\n'),
    );
    assert.match(errors.join('\n'), /\{nightCharge\}/, 'says what to write');
  });

  it("refuses a premium in every sentence of an article, ours or not, and leaves a car's premium make alone", () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        line = appendToArticle(c, 'A small surcharge may apply at weekends.');
        service(c, first).benefits[0] = 'Keys for premium makes such as BMW and Audi';
      }),
    );
    assertRejects(errors, `${ARTICLE} › line ${line}`, 'every charge a figure');
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.deepEqual(
      errorsOf(
        withFault((c) => {
          appendToArticle(c, 'Many locksmiths charge a night premium, and ours is {nightCharge}.');
        }),
      ),
      [],
    );
  });

  it('follows the figure the owner writes, or "none"', () => {
    for (const night of ['+£35 from midnight to 6am', 'none'])
      assert.deepEqual(
        errorsOf(
          withFault((c) => {
            charges(c).night = night;
            service(c, first).benefits[0] = 'Our night premium: {nightCharge}';
          }),
        ),
        [],
        night,
      );
  });

  it('judges the same copy again by the charges of the content it is checked with, not those it was first checked with', () => {
    // Copy that gives the figure as written, not through {nightCharge}: right for one night charge, wrong for another.
    const copy = 'Our night premium: +£35 from midnight to 6am';
    const withNight = (night: string) =>
      errorsOf(
        withFault((c) => {
          charges(c).night = night;
          service(c, first).benefits[0] = copy;
        }),
      );
    assert.deepEqual(withNight('+£35 from midnight to 6am'), []);
    assertRejects(withNight('+£40 from midnight to 6am'), at(FIRST, 'benefits[0]'), 'every charge a figure');
    assert.deepEqual(withNight('+£35 from midnight to 6am'), []);
  });

  it('refuses "no call-out charge" once there is one, and names the charge', () => {
    const errors = errorsOf(
      withFault((c) => {
        charges(c).callOut = '£30';
        service(c, first).benefits[0] = 'No call-out charge';
      }),
    );
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'every charge a figure');
    assert.match(errors.join('\n'), /charges\.callOut in content\/site\.yaml is £30/);
  });

  it('refuses a charge written without a figure, naming the field', () => {
    const errors = errorsOf(
      withFault((c) => {
        charges(c).night = 'a small premium at night';
        charges(c).callOut = 'free';
      }),
    );
    assert.ok(
      errors.some((e) => /^content\/site\.yaml:\d+ › charges\.night: expected "none", or the amount/.test(e)),
      errors.join('\n'),
    );
    assert.ok(
      errors.some((e) => /^content\/site\.yaml:\d+ › charges\.callOut: expected "none", or an amount/.test(e)),
      errors.join('\n'),
    );
  });
});

describe('the night charge beside every price', () => {
  const claims = [
    'No call-out charge',
    'Fixed prices with no hidden fees',
    'A fixed upfront price for every job',
    'Basic car keys from £50, VAT included',
  ];

  it('refuses a section that claims a price without the night charge, naming the claim', () => {
    for (const claim of claims) {
      const errors = errorsOf(
        withFault((c) => {
          service(c, first).benefits = [claim, 'Trained locksmiths'];
        }),
      );
      assertRejects(errors, at(FIRST, 'benefits[0]'), 'the night charge beside every price');
      assert.match(errors.join('\n'), /\{nightCharge\}/, 'says what to write');
    }
  });

  it('takes the claim once the same section states {nightCharge}, in the claim or beside it', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).benefits = ['Fixed prices with no hidden fees', 'Our night charge: {nightCharge}'];
        service(c, second).howItWorks[0]!.description =
          'We agree a fixed price, night charge ({nightCharge}) included.';
      }),
    );
    assert.deepEqual(errors, []);
  });

  it('counts sections apart: the night charge in one FAQ does not stand beside the price in another', () => {
    const errors = errorsOf(
      withFault((c) => {
        const s = service(c, first);
        s.faqs = [
          { question: 'Is the price fixed?', answer: 'Yes, a fixed price is agreed before we start.' },
          { question: 'What do you add at night?', answer: 'Our night charge is {nightCharge}.' },
        ];
      }),
    );
    assertRejects(errors, at(FIRST, 'faqs[0].answer'), 'the night charge beside every price');
  });

  it('reads an article a heading at a time, and only sentences about our own prices', () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        line = appendToArticle(c, '## Our prices\n\nWe agree a fixed price before we start.');
        appendToArticle(c, '## Elsewhere\n\nA reputable locksmith gives a fixed price before starting.');
      }),
    );
    assertRejects(errors, `${ARTICLE} › line ${line}`, 'the night charge beside every price');
    assert.equal(errors.length, 1, errors.join('\n'));
    const fixed = errorsOf(
      withFault((c) => {
        appendToArticle(
          c,
          '## Our prices\n\nWe agree a fixed price before we start.\n\nAt night we add {nightCharge}.',
        );
      }),
    );
    assert.deepEqual(fixed, []);
  });

  it('asks nothing once there is no night charge', () => {
    const errors = errorsOf(
      withFault((c) => {
        (c.site as unknown as { charges: Record<string, unknown> }).charges.night = 'none';
        service(c, first).benefits = ['Fixed prices with no hidden fees', 'Trained locksmiths'];
      }),
    );
    assert.deepEqual(errors, []);
  });
});

describe('promises are aims', () => {
  it('refuses "within the hour" as a flat promise anywhere, and takes it as an aim or a typical case', () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        service(c, first).benefits[0] = 'Back inside and secure within the hour';
        line = appendToArticle(c, 'We fix it in under an hour.');
        service(c, second).benefits[0] = 'Most lockouts resolved within the hour';
        service(c, second).benefits[1] = 'We aim to have you back inside within the hour';
      }),
    );
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'promises are aims');
    assertRejects(errors, `${ARTICLE} › line ${line}`, 'promises are aims');
    assert.ok(!errors.some((e) => e.startsWith(`${SECOND}:`)), errors.join('\n'));
  });
});

describe('VAT only when registered', () => {
  const notRegistered = (c: ContentValues) => {
    const trader = (c.site as unknown as { trader: Record<string, unknown> }).trader;
    trader.vatStatus = 'Not registered for VAT';
    delete trader.vatNumber;
  };

  it('refuses "VAT included" and a VAT invoice from a business not registered for VAT', () => {
    const errors = errorsOf(
      withFault((c) => {
        notRegistered(c);
        service(c, first).benefits[0] = 'Prices VAT included';
        service(c, second).benefits[0] = 'A VAT invoice for every job';
      }),
    );
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'VAT only when registered');
    assertRejects(errors, at(SECOND, 'benefits[0]'), 'VAT only when registered');
  });

  it('lets a business not registered for VAT give a "from £" price without VAT', () => {
    const errors = errorsOf(
      withFault((c) => {
        notRegistered(c);
        service(c, first).benefits[0] = 'Basic car keys from £50 (night charge: {nightCharge})';
      }),
    );
    assert.ok(!errors.some((e) => e.startsWith(at(FIRST, 'benefits[0]'))), errors.join('\n'));
  });
});

describe('insured only when insured', () => {
  it('refuses insured locksmiths or work until facts.insured is ticked', () => {
    const insured = (c: ContentValues, value: boolean) => {
      (c.site as unknown as { facts: Record<string, unknown> }).facts.insured = value;
      service(c, first).benefits[0] = 'Trained, insured locksmiths';
      service(c, second).benefits[0] = 'Every job is insured';
    };
    const errors = errorsOf(withFault((c) => insured(c, false)));
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'insured only when insured');
    assertRejects(errors, at(SECOND, 'benefits[0]'), 'insured only when insured');
    const ok = errorsOf(withFault((c) => insured(c, true)));
    assert.ok(!ok.some((e) => /insured only when insured/.test(e)), ok.join('\n'));
  });
});

describe('credentials are memberships that can be checked', () => {
  const trader = (c: ContentValues) => (c.site as unknown as { trader: Record<string, unknown> }).trader;
  const claim = (c: ContentValues) => {
    service(c, first).benefits[0] = 'Our locksmiths are fully accredited and vetted';
    service(c, second).benefits[0] = 'We are members of the Master Locksmiths Association';
  };

  it('refuses accreditation or membership no listed body backs, saying what to write', () => {
    const errors = errorsOf(
      withFault((c) => {
        delete trader(c).memberships;
        claim(c);
      }),
    );
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'credentials are memberships that can be checked');
    assertRejects(errors, at(SECOND, 'benefits[0]'), 'credentials are memberships that can be checked');
    assert.match(errors.join('\n'), /trader\.memberships/);
  });

  it('takes the membership once the body is listed with its link, in the sentence that names it', () => {
    const errors = errorsOf(
      withFault((c) => {
        trader(c).memberships = [
          { name: 'Master Locksmiths Association', number: '1234', url: 'https://www.locksmiths.co.uk/' },
        ];
        claim(c);
      }),
    );
    assert.ok(!errors.some((e) => e.startsWith(`${SECOND}:`)), errors.join('\n'));
    assertRejects(errors, at(FIRST, 'benefits[0]'), 'credentials are memberships that can be checked');
  });

  it('leaves approved standards and documents alone', () => {
    assert.deepEqual(
      errorsOf(
        withFault((c) => {
          service(c, first).benefits[0] = 'Locks that meet Approved Document Q for new homes';
        }),
      ),
      [],
    );
  });
});

describe('the guarantee while its terms are a stand-in', () => {
  /** The real content with the terms a stand-in, as they are until the owner confirms them (and may be again). */
  const standIn = (change: (c: ContentValues) => void = () => {}) =>
    withFault((c) => {
      c.site.guarantee.confirmed = false;
      change(c);
    });
  const content = validateContent(standIn(), {});

  it('warns about the terms themselves, in content/site.yaml', () => {
    const { warnings } = content;
    assert.ok(
      warnings.some((w) => /^content\/site\.yaml:\d+ › guarantee\.confirmed: expected a tick\b/.test(w)),
      warnings.join('\n'),
    );
  });

  it('names each file, record and field of copy that promises the guarantee, and no link target', () => {
    let line = 0;
    const changed = validateContent(
      standIn((c) => {
        c.pages.about.whyChoose.items[0] = 'Every job guaranteed';
        c.pages.areaPage.why[0]!.title = 'Guaranteed Work in {name}';
        c.pages.home.products.button.href = '/about/#guarantee';
        line = appendToArticle(c, 'Our work is guaranteed.');
      }),
      {},
    );
    const warnings = changed.warnings;
    const inFile = (file: string) => warnings.find((w) => w.startsWith(`${file} › `)) ?? '';
    assert.ok(inFile('content/pages/about.yaml').includes('whyChoose.items[0]'), warnings.join('\n'));
    assert.ok(inFile('content/pages/areas.yaml').includes('areaPage › why[0].title'), warnings.join('\n'));
    assert.match(inFile(ARTICLE), new RegExp(`\\bline ${line}\\b`), warnings.join('\n'));
    assert.ok(!warnings.some((w) => w.includes('.href')), 'link targets are not copy');
  });

  it('names new copy that says "guaranteed" in a field no rule lists', () => {
    const changed = validateContent(
      standIn((c) => {
        service(c, first).benefits[0] = 'Every repair guaranteed';
      }),
      {},
    );
    const warning = changed.warnings.find((w) => w.startsWith(`${FIRST} › `));
    assert.ok(warning?.includes('benefits[0]'), warning);
  });

  it('is silent once the owner confirms the terms', () => {
    const confirmed = validateContent(
      withFault((c) => {
        c.site.guarantee.confirmed = true;
      }),
      {},
    );
    const warnings = confirmed.warnings;
    assert.ok(!warnings.some((w) => /guarantee/i.test(w)), warnings.join('\n'));
  });
});
