// docs/CONTENT.md "Claims we can make": the claims a machine can catch fail the build when content loads, naming the
// file, the record, the field and the rule; the real content passes; and while the guarantee terms are a placeholder
// the build warns, naming the copy that promises the guarantee.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Content, type ContentValues, type ParsedText, readContent } from '../src/content/load';
import { validateContent as validateUncached } from '../src/content/load';
import { standInWarnings } from '../src/content/stand-ins';

const raw = readContent();

/** validateContent with the parsed article texts kept between calls, as the build keeps them (src/steps/content.ts). */
const texts = new Map<string, ParsedText>();
const validateContent = (content: ContentValues, env: NodeJS.ProcessEnv): Content =>
  validateUncached(content, env, {}, texts);

/** A deep copy of the real content with one change applied. */
function withFault(change: (c: ContentValues) => void): ContentValues {
  const copy = structuredClone(raw);
  change(copy);
  return copy;
}

/** The content error messages of a copy, or [] when it loads. */
function errorsOf(content: ContentValues): string[] {
  try {
    validateContent(content, {});
    return [];
  } catch (error) {
    return error instanceof Error ? error.message.split('\n').slice(1) : [String(error)];
  }
}

type Row = Record<string, unknown> & { faqs: { answer: string }[]; benefits: string[]; features: string[] };
const service = (c: ContentValues, slug: string) => {
  const found = (c.services as unknown as Row[]).find((s) => s.slug === slug);
  assert.ok(found, slug);
  return found;
};
const appendToArticle = (c: ContentValues, slug: string, lines: string) => {
  const article = c.articles.find((a) => a.file === `content/blog/${slug}.md`);
  assert.ok(article, slug);
  article.text = `${article.text}\n${lines}\n`;
  return article.text.split('\n').length - 1;
};

/** Asserts one error starts with `where: expected` and names the rule. */
function assertRejects(errors: string[], where: string, rule: string) {
  const found = errors.find((e) => e.trim().startsWith(`${where}: expected `));
  assert.ok(found, `expected an error at ${where}\namong:\n${errors.join('\n')}`);
  assert.match(found, new RegExp(`\\(rule: ${rule}\\)`));
}

describe('claims the copy may not make', () => {
  it('passes the real content', () => {
    assert.deepEqual(errorsOf(raw), []);
  });

  describe('arrival times are an aim', () => {
    it('rejects an arrival time in a service heading without "aim", and says what to write', () => {
      const errors = errorsOf(
        withFault((c) => {
          service(c, 'emergency-lockout').ctaHeading = 'Locked Out Right Now? We Can Be There in 30 Minutes';
          service(c, 'residential-locksmith').ctaHeading = "We're Only 30 Minutes Away";
        }),
      );
      assertRejects(errors, 'content/services.ts › emergency-lockout › ctaHeading', 'arrival times are an aim');
      assertRejects(errors, 'content/services.ts › residential-locksmith › ctaHeading', 'arrival times are an aim');
      assert.match(errors.join('\n'), /We Aim to Be There in 30 Minutes/);
    });

    it('rejects one in any heading- or title-like field, page copy and Markdown headings included', () => {
      const errors = errorsOf(
        withFault((c) => {
          (c.pages.home as { seo: { title: string } }).seo.title = '30-Minute Response Across London';
          (c.pages.areaPage as { cta: { heading: string } }).cta.heading = 'With You in 30 Minutes in {name}';
        }),
      );
      assertRejects(errors, 'content/pages/home.ts › seo.title', 'arrival times are an aim');
      assertRejects(errors, 'content/pages/areas.ts › areaPage › cta.heading', 'arrival times are an aim');
      let line = 0;
      const article = errorsOf(
        withFault((c) => (line = appendToArticle(c, 'emergency-lockout-what-to-do', '## We arrive in 30 minutes'))),
      );
      assertRejects(
        article,
        `content/blog/emergency-lockout-what-to-do.md › line ${line} heading`,
        'arrival times are an aim',
      );
    });

    it('accepts a heading that says "aim" or "average", and times in body copy', () => {
      const errors = errorsOf(
        withFault((c) => {
          service(c, 'emergency-lockout').ctaHeading = 'We Aim to Be There in 30 Minutes';
          service(c, 'residential-locksmith').ctaHeading = 'There in 20–30 Minutes on Average';
        }),
      );
      assert.deepEqual(errors, []);
    });
  });

  it('rejects "insurance approved" anywhere: keywords, area copy and articles', () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => {
        (service(c, 'lock-installation').keywords as string[])[5] = 'insurance approved locks London';
        (c.pages.areaPage as { why: { title: string }[] }).why[5]!.title = 'Insurance-Approved Locks';
        line = appendToArticle(c, 'choosing-right-lock-home', 'Fit insurance-approved locks.');
      }),
    );
    assertRejects(errors, 'content/services.ts › lock-installation › keywords[5]', 'standards, not approvals');
    assertRejects(errors, 'content/pages/areas.ts › areaPage › why[5].title', 'standards, not approvals');
    assertRejects(errors, `content/blog/choosing-right-lock-home.md › line ${line}`, 'standards, not approvals');
  });

  it('rejects the V5C as proof of ownership in one sentence, not in two', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, 'auto-locksmith').faqs[0]!.answer = 'We ask for proof of ownership, such as the V5C.';
      }),
    );
    assertRejects(
      errors,
      'content/services.ts › auto-locksmith › faqs[0].answer',
      'the V5C names the registered keeper',
    );
    assert.deepEqual(
      errorsOf(
        withFault((c) => {
          service(c, 'auto-locksmith').faqs[0]!.answer =
            'We ask for proof of ownership. Bring ID and the V5C showing you as the registered keeper.';
        }),
      ),
      [],
    );
  });

  it('rejects keys that "cannot be copied"', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, 'key-services').faqs[1]!.answer = 'Restricted keys cannot be copied.';
      }),
    );
    assertRejects(
      errors,
      'content/services.ts › key-services › faqs[1].answer',
      'restricted keys are controlled, not uncopyable',
    );
  });

  it('rejects a saving that is not "typically", in lists and headings too', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, 'auto-locksmith').benefits[0] = '30–50% cheaper than a dealership';
        service(c, 'key-services').features[7] = 'Savings of up to 70% versus main dealers';
      }),
    );
    assertRejects(errors, 'content/services.ts › auto-locksmith › benefits[0]', 'savings are typical');
    assertRejects(errors, 'content/services.ts › key-services › features[7]', 'savings are typical');
  });

  it('rejects a "from £" price that does not say it includes VAT', () => {
    const errors = errorsOf(
      withFault((c) => {
        service(c, 'auto-locksmith').features[6] = 'Basic car keys from £50';
      }),
    );
    assertRejects(errors, 'content/services.ts › auto-locksmith › features[6]', 'prices are totals including VAT');
  });

  it('rejects smart locks that end lockouts', () => {
    let line = 0;
    const errors = errorsOf(
      withFault((c) => (line = appendToArticle(c, 'smart-locks-london-homes', 'With a smart lock, no more lockouts.'))),
    );
    assertRejects(errors, `content/blog/smart-locks-london-homes.md › line ${line}`, 'smart locks do not end lockouts');
  });
});

describe('the guarantee while its terms are a stand-in', () => {
  const content = validateContent(raw, {});

  it('warns about the terms themselves, in content/site.yaml', () => {
    const warnings = standInWarnings(content.site);
    assert.ok(
      warnings.some((w) => w.startsWith('content/site.yaml › guarantee: ') && w.includes('set confirmed to true')),
      warnings.join('\n'),
    );
  });

  it('names each file, record and field of copy that promises the guarantee', () => {
    const warnings = standInWarnings(content.site, content);
    const about = warnings.find((w) => w.startsWith('content/pages/about.ts › '));
    assert.ok(about?.includes('whyChoose.items[4]'), warnings.join('\n'));
    assert.ok(
      warnings.some((w) => w.startsWith('content/pages/areas.ts › areaPage › why[4].title')),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => /^content\/blog\/locksmith-scams-avoid\.md › line \d+: /.test(w)),
      warnings.join('\n'),
    );
    assert.ok(!warnings.some((w) => w.includes('.href')), 'link targets are not copy');
  });

  it('names new copy that says "guaranteed" in a field no rule lists', () => {
    const changed = validateContent(
      withFault((c) => {
        service(c, 'lock-repair').benefits[0] = 'Every repair guaranteed';
      }),
      {},
    );
    const services = standInWarnings(changed.site, changed).find((w) => w.startsWith('content/services.ts › '));
    assert.ok(services?.includes('lock-repair › benefits[0]'), services);
  });

  it('is silent once the owner confirms the terms', () => {
    const confirmed = validateContent(
      withFault((c) => {
        (c.site.guarantee as { confirmed: boolean }).confirmed = true;
      }),
      {},
    );
    const warnings = standInWarnings(confirmed.site, confirmed);
    assert.ok(!warnings.some((w) => /guarantee/i.test(w)), warnings.join('\n'));
  });
});
