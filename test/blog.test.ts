// docs/site.md#blog, #an-article, #sanitizing, #errors-and-fallbacks (unknown slug), #display-limits. Counts, addresses
// and copy come from the loaded content, so the rules hold whatever articles content/blog/ holds.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { imageSize } from 'image-size';
import { readContent, validateContent } from '../src/content/load';
import { countWords, readMinutes, sanitizeArticleHtml, unsafeLinks } from '../src/lib/markdown';
import { areaNameFromSlug } from '../src/lib/area';
import { ARTICLES_PER_PAGE, categorySlug, formatDate, relatedArticles } from '../src/lib/blog';
import { pageWindow, paginate } from '../src/lib/pagination';
import { blogListPath, SECTIONS } from '../src/lib/paths';
import { fallbackFor } from '../src/lib/fallback';
import { fill } from '../src/lib/template';
import { inlineScripts } from '../src/steps/report/measure';
import { decodeEntities } from '../src/lib/xml';
import { openPage, type OpenPage } from './helpers/dom';
import { openFallback } from './helpers/open-404';
import { buildSite, type BuiltSite, siteContent } from './helpers/shared-build';
import { atomFeed, FEED_ENTRIES } from '../src/steps/feed';

type Doc = OpenPage['document'];

const content = await siteContent();
const { articles } = content;
const { origin, name: siteName } = content.site;
const copy = content.pages.blogIndex;
const articleCopy = content.pages.articlePage;
/** The pages of /blog/: every article, ARTICLES_PER_PAGE to a page. */
const blogPages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
/** The categories in the order of their newest article, with their articles, newest first. */
const categories = [...new Set(articles.map((a) => a.category))].map((name) => ({
  name,
  slug: categorySlug(name),
  articles: articles.filter((a) => a.category === name),
}));
/** The menu's name for a page (breadcrumbs name pages as the menu does). */
const menuLabel = (path: string) => content.navigation.mainNav.find((item) => item.href === path)?.label;
const { home } = content.navigation.labels;
const titled = (title: string) => `${title} | ${siteName}`;

/** Newest first; articles of the same date in order of their file names. */
function assertNewestFirst(list: readonly { slug: string; date: string }[]) {
  list.slice(1).forEach((b, i) => {
    const a = list[i];
    assert.ok(a);
    assert.ok(
      a.date > b.date || (a.date === b.date && a.slug < b.slug),
      `${a.slug} (${a.date}) is listed before ${b.slug} (${b.date})`,
    );
  });
}

describe('blog articles', () => {
  it('are the Markdown files of content/blog/, each at the address of its file name', () => {
    const files = readContent().articles.map((source) => source.file);
    assert.ok(files.length > 0, 'content/blog/ has no articles');
    assert.deepEqual(articles.map((a) => a.file).toSorted(), files.toSorted());
    for (const a of articles) {
      assert.equal(a.file, `content/blog/${a.slug}.md`);
      assert.equal(a.slug, basename(a.file, '.md'));
    }
    assert.equal(new Set(articles.map((a) => a.slug)).size, articles.length, 'no two articles share an address');
  });

  it('are listed newest first', () => {
    assertNewestFirst(articles);
  });

  it('of the same date are listed in order of their file names', () => {
    const raw = readContent();
    const [newest] = articles;
    const source = raw.articles.find((s) => s.file === newest?.file);
    assert.ok(newest && source);
    // Two copies of the newest article, on its date, named to sort before and after every real file.
    const copyAs = (name: string) => ({ file: `content/blog/${name}.md`, text: source.text });
    const loaded = validateContent(
      { ...raw, articles: [copyAs('zz-same-day'), ...raw.articles, copyAs('a-same-day')] },
      {},
    );
    const sameDay = loaded.articles.filter((a) => a.date === newest.date).map((a) => a.slug);
    assert.deepEqual(sameDay, [...sameDay].sort());
    assert.deepEqual([sameDay[0], sameDay.at(-1)], ['a-same-day', 'zz-same-day']);
    assert.deepEqual(
      loaded.articles.slice(0, sameDay.length).map((a) => a.slug),
      sameDay,
      'the newest come first',
    );
    assertNewestFirst(loaded.articles);
  });

  it('take their read time from their words, at 230 a minute rounded up', () => {
    for (const a of articles) {
      assert.ok(a.words > 0, a.slug);
      assert.equal(a.readMinutes, Math.max(1, Math.ceil(a.words / 230)), `${a.slug}: ${a.words} words`);
    }
  });

  it('compute read time at 230 words a minute, rounding up', () => {
    assert.equal(readMinutes(0), 1);
    assert.equal(readMinutes(230), 1);
    assert.equal(readMinutes(231), 2);
    assert.equal(readMinutes(1000), 5);
    assert.equal(readMinutes(1150), 5);
    assert.equal(readMinutes(1700), 8);
  });

  it('count the words of the text, not of the markup or entities', () => {
    assert.equal(countWords('<p>Lock &amp; key: <strong>don&#39;t</strong> <a href="/x/">panic</a> — 24/7</p>'), 5);
  });
});

describe('sanitizer (docs/site.md#sanitizing)', () => {
  const vectors: [string, string][] = [
    ['script tag', '<p>ok</p><script>alert(1)</script>'],
    ['script in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
    ['event handler', '<p onclick="alert(1)">hi</p><a href="/x/" onmouseover="alert(1)">x</a>'],
    ['javascript: URL', '<a href="javascript:alert(1)">x</a>'],
    [
      'javascript: URL in mixed case with entities',
      '<a href="JaVaScRiPt&#58;alert(1)">x</a><a href="jav&#x09;ascript:alert(1)">y</a>',
    ],
    ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>'],
    ['svg with onload', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p style="color:red">x</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['form', '<form action="https://evil.example"><input name="q"><button>go</button></form>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['base and link', '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">'],
    ['comment trick', '<!--<script>alert(1)</script>--><p>ok</p>'],
    ['unclosed attribute trick', '<a href="/x/" title="a"onfocus="alert(1)" autofocus>x</a>'],
    ['protocol-relative URL', '<a href="//evil.example/">x</a>'],
  ];
  for (const [name, html] of vectors) {
    it(`removes a ${name}`, () => {
      const clean = sanitizeArticleHtml(html);
      assert.doesNotMatch(
        clean,
        /<(script|img|svg|style|iframe|object|embed|form|input|button|meta|base|link)\b/i,
        clean,
      );
      assert.doesNotMatch(clean, /\son\w+=|style=|javascript:|vbscript:|data:|src=|title=|autofocus/i, clean);
      assert.doesNotMatch(clean, /href="\/\//, clean);
    });
  }

  it('keeps exactly the allowed tags and attributes', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em><br></p><ul><li>u</li></ul><ol><li>o</li></ol><a href="/services/" rel="next">l</a>';
    assert.equal(sanitizeArticleHtml(html), html.replace('<br>', '<br />'));
    assert.equal(
      sanitizeArticleHtml('<h1 id="x" class="y">T</h1><table><tr><td class="z">c</td></tr></table>'),
      'T<table><tr><td>c</td></tr></table>',
    );
    assert.equal(
      sanitizeArticleHtml('<img src="images/a.png" alt="A" onerror="x()"><img src="data:image/png;base64,AA" alt="B">'),
      '<img src="images/a.png" alt="A" /><img alt="B" />',
    );
  });

  it('gives a link that opens a new tab, in any case, rel="noopener noreferrer", and drops any other target', () => {
    assert.equal(
      sanitizeArticleHtml('<a href="https://www.gov.uk/" target="_blank">GOV.UK</a>'),
      '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">GOV.UK</a>',
    );
    assert.equal(
      sanitizeArticleHtml('<a href="https://www.gov.uk/" target="_blank" rel="opener">x</a>'),
      '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    assert.equal(
      sanitizeArticleHtml('<a href="https://www.gov.uk/" target="_BLANK" rel="opener">x</a>'),
      '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    // A named window or _top would also hand over the opener, and no article needs one.
    for (const target of ['_top', 'help', '_Self'])
      assert.equal(
        sanitizeArticleHtml(`<a href="/services/" target="${target}" rel="next">x</a>`),
        '<a href="/services/" rel="next">x</a>',
        target,
      );
  });

  it('names exactly the links whose address it would empty, as a browser reads the scheme', () => {
    const kept = ['https://www.gov.uk/', 'http://example.org/', 'mailto:help@example.org', 'tel:+442079460000'];
    const emptied = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//host/x',
    ];
    const html = [...kept, '/services/', '#top', 'images/a.png', ...emptied]
      .map((href) => `<a href="${href}">x</a>`)
      .join('');
    assert.deepEqual(unsafeLinks(html), emptied);
    // The sanitizer keeps the address of every other link, and of none of these.
    assert.equal(sanitizeArticleHtml(html).match(/ href=/g)?.length, kept.length + 3);
  });
});

describe('related articles', () => {
  const a = (slug: string, category: string) => ({ slug, category });
  const all = [a('a', 'X'), a('b', 'Y'), a('c', 'X'), a('d', 'X'), a('e', 'X'), a('f', 'X')];

  it('are other articles of the same category, at most three, in order', () => {
    assert.deepEqual(
      relatedArticles(all[0]!, all).map((r) => r.slug),
      ['c', 'd', 'e'],
    );
    assert.deepEqual(relatedArticles(all[1]!, all), []);
  });
});

describe('pages of a list', () => {
  it('have their addresses below the first page: /blog/, /blog/page/2/, /blog/category/{slug}/page/2/', () => {
    assert.equal(blogListPath(), '/blog/');
    assert.equal(blogListPath(undefined, 2), '/blog/page/2/');
    assert.equal(blogListPath('home-security'), '/blog/category/home-security/');
    assert.equal(blogListPath('home-security', 3), '/blog/category/home-security/page/3/');
  });

  it('hold a given number of items each, the last the rest, and an empty list one empty page', () => {
    assert.deepEqual(paginate([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
    assert.deepEqual(paginate([1, 2], 2), [[1, 2]]);
    assert.deepEqual(paginate([], 2), [[]]);
  });

  it('link every page when there are up to seven, else the first, the last and the current with its neighbours', () => {
    const shown = (current: number, total: number) =>
      pageWindow(current, total)
        .map((n) => n ?? '…')
        .join(' ');
    assert.equal(shown(1, 1), '1');
    assert.equal(shown(4, 7), '1 2 3 4 5 6 7');
    assert.equal(shown(1, 17), '1 2 3 4 … 17');
    assert.equal(shown(4, 17), '1 2 3 4 5 … 17');
    assert.equal(shown(9, 17), '1 … 8 9 10 … 17');
    assert.equal(shown(14, 17), '1 … 13 14 15 16 17');
    assert.equal(shown(17, 17), '1 … 14 15 16 17');
    // A gap of a single number shows that number rather than an ellipsis.
    assert.equal(shown(5, 8), '1 … 4 5 6 7 8');
    for (let total = 1; total <= 40; total++)
      for (let current = 1; current <= total; current++) {
        const pages = pageWindow(current, total);
        assert.ok(pages.length <= 7, `${current}/${total}`);
        assert.ok(pages.includes(1) && pages.includes(total) && pages.includes(current), `${current}/${total}`);
      }
  });
});

describe('blog pages', () => {
  let site: BuiltSite;
  const pages = new Map<string, OpenPage>();
  const open = async (path: string) => {
    const existing = pages.get(path);
    if (existing) return existing.document;
    const page = openPage(await site.html(path));
    pages.set(path, page);
    return page.document;
  };
  before(async () => {
    site = await buildSite();
  });
  after(async () => {
    for (const page of pages.values()) await page.close();
  });
  const cardLinks = (doc: Doc) =>
    [...doc.querySelectorAll('#articles > li h2 > a')].map((a) => a.getAttribute('href') ?? '');
  const crumbsOf = (doc: Doc) =>
    [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => [
      li.textContent?.replace('›', '').trim(),
      li.querySelector('a')?.getAttribute('href') ?? null,
    ]);

  it('list the newest articles on /blog/ with image, category, title, excerpt, en-GB date and read time', async () => {
    const doc = await open('/blog/');
    assert.equal(doc.querySelector('h1')?.textContent, copy.hero.title);
    assert.ok(doc.body.textContent?.includes(copy.hero.subtitle));
    const cards = [...doc.querySelectorAll('#articles > li')];
    assert.equal(cards.length, Math.min(ARTICLES_PER_PAGE, articles.length));
    cards.forEach((card, i) => {
      const article = articles[i];
      assert.ok(article);
      assert.equal(card.querySelector('a')?.getAttribute('href'), `/blog/${article.slug}/`);
      assert.equal(card.querySelector('h2')?.textContent, article.title);
      assert.ok(card.textContent?.includes(article.category));
      assert.ok(card.querySelector('p.line-clamp-3')?.textContent === article.excerpt);
      assert.equal(card.querySelector('time')?.getAttribute('datetime'), article.date);
      assert.equal(card.querySelector('time')?.textContent, formatDate(article.date, 'short'));
      assert.ok(card.textContent?.includes(fill(articleCopy.readTime, { minutes: article.readMinutes })));
      const img = card.querySelector('img');
      assert.equal(img?.getAttribute('loading'), 'lazy');
      assert.ok(img?.getAttribute('width') && img.getAttribute('height'));
    });
  });

  it('continue on /blog/page/2/ and on, so every article is on exactly one page of the index, newest first', async () => {
    const listed: string[] = [];
    for (let n = 1; n <= blogPages; n++) {
      const shown = cardLinks(await open(blogListPath(undefined, n)));
      assert.equal(shown.length, n < blogPages ? ARTICLES_PER_PAGE : articles.length - (n - 1) * ARTICLES_PER_PAGE);
      listed.push(...shown);
    }
    assert.deepEqual(
      listed,
      articles.map((a) => `/blog/${a.slug}/`),
    );
    assert.deepEqual(
      site.routes.filter((r) => r.page === 'blog').map((r) => r.path),
      Array.from({ length: blogPages }, (_, i) => blogListPath(undefined, i + 1)),
    );
    assert.ok(!site.routes.some((r) => r.path === '/blog/page/1/'), 'page 1 is /blog/ itself');
  });

  it('link the pages of the index with previous, next and numbered links, the current one marked', async (t) => {
    if (blogPages < 2) {
      assert.equal((await open('/blog/')).querySelector(`nav[aria-label="${copy.pagination.label}"]`), null);
      return t.skip('the content has one page of articles (test/builds/blog-scale.test.ts pages a grown blog)');
    }
    for (let n = 1; n <= blogPages; n++) {
      const path = blogListPath(undefined, n);
      const doc = await open(path);
      const nav = doc.querySelector(`nav[aria-label="${copy.pagination.label}"]`);
      assert.ok(nav, `${path} has no page links`);
      const links = [...nav.querySelectorAll('a')].map((a) =>
        [a.textContent, a.getAttribute('href'), a.getAttribute('rel') ?? a.getAttribute('aria-current') ?? '']
          .filter(Boolean)
          .join(' '),
      );
      const numbered = pageWindow(n, blogPages)
        .filter((p) => p !== null)
        .map((p) => [p, blogListPath(undefined, p), p === n ? 'page' : ''].filter(Boolean).join(' '));
      assert.deepEqual(
        links,
        [
          ...(n > 1 ? [`‹\u00a0${copy.pagination.previous} ${blogListPath(undefined, n - 1)} prev`] : []),
          ...numbered,
          ...(n < blogPages ? [`${copy.pagination.next}\u00a0› ${blogListPath(undefined, n + 1)} next`] : []),
        ],
        path,
      );
      assert.equal(
        nav.querySelector('a[aria-current]')?.getAttribute('aria-label'),
        fill(copy.pagination.page, { page: n }),
      );
    }
  });

  it('give each later page its own title, description, canonical and breadcrumbs, and the index its social card', async (t) => {
    if (blogPages < 2)
      return t.skip('the content has one page of articles (test/builds/blog-scale.test.ts pages a grown blog)');
    const first = await open('/blog/');
    const image = (doc: Doc) => doc.querySelector('meta[property="og:image"]')?.getAttribute('content');
    assert.match(image(first) ?? '', /\/images\/og\/blog\.[0-9a-f]{10}\.png$/);
    for (let n = 2; n <= blogPages; n++) {
      const path = blogListPath(undefined, n);
      const doc = await open(path);
      const numbered = { page: n, pages: blogPages };
      assert.equal(doc.title, titled(fill(copy.pagination.title, { ...numbered, title: copy.hero.title })));
      assert.equal(
        doc.querySelector('meta[name="description"]')?.getAttribute('content'),
        fill(copy.pagination.description, { ...numbered, description: copy.seo.description }),
      );
      assert.notEqual(doc.title, first.title);
      assert.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${origin}${path}`);
      assert.deepEqual(crumbsOf(doc), [
        [home, '/'],
        [menuLabel('/blog/'), '/blog/'],
        [fill(copy.pagination.page, { page: n }), null],
      ]);
      assert.equal(image(doc), image(first));
    }
  });

  it('give every category a page of its own: its articles, newest first, with their count', async () => {
    assert.ok(categories.length > 0);
    for (const { name, slug, articles: inCategory } of categories) {
      const count = inCategory.length;
      const path = `/blog/category/${slug}/`;
      const doc = await open(path);
      assert.deepEqual(
        cardLinks(doc),
        inCategory.slice(0, ARTICLES_PER_PAGE).map((a) => `/blog/${a.slug}/`),
        slug,
      );
      assert.equal(doc.querySelector('h1')?.textContent, fill(copy.category.hero.title, { category: name }));
      const showing = fill(count === 1 ? copy.showing.one : copy.showing.other, { count, category: name });
      assert.ok(
        [...doc.querySelectorAll('main p')].some((p) => p.textContent === showing),
        showing,
      );
      assert.equal(doc.title, titled(fill(copy.category.seo.title, { category: name })));
      assert.equal(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${origin}${path}`);
      const paged = doc.querySelector(`nav[aria-label="${copy.pagination.label}"]`);
      if (count <= ARTICLES_PER_PAGE) assert.equal(paged, null, `${slug}: one page needs no page links`);
      else assert.ok(paged, `${slug}: ${count} articles need page links`);
      assert.deepEqual(crumbsOf(doc), [
        [home, '/'],
        [menuLabel('/blog/'), '/blog/'],
        [name, null],
      ]);
      assert.match(
        doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
        new RegExp(`/images/og/blog-category-${slug}\\.[0-9a-f]{10}\\.png$`),
      );
      const route = site.routes.find((r) => r.path === path);
      assert.equal(route?.head.image.card.title, fill(content.social.cards.blogCategory.title, { category: name }));
    }
    // No other category pages: one list of pages per category of the content.
    assert.deepEqual(
      site.routes
        .filter((r) => r.page === 'blogCategory')
        .map((r) => r.path.split('/')[3])
        .filter((slug, i, all) => all.indexOf(slug) === i),
      categories.map((c) => c.slug),
    );
  });

  it('write every image the pages use, in AVIF and WebP, at the declared size', async () => {
    const doc = await open('/blog/');
    const urls = new Set<string>();
    for (const source of doc.querySelectorAll('source')) {
      for (const part of source.getAttribute('srcset')?.split(',') ?? []) urls.add(part.trim().split(' ')[0] ?? '');
    }
    assert.ok([...urls].some((u) => u.endsWith('.avif')) && [...urls].some((u) => u.endsWith('.webp')));
    for (const url of urls) assert.ok(existsSync(join(site.outDir, url)), url);
    // The size from the file's own header (image-size reads it; sharp would load libvips for this one figure).
    const img = doc.querySelector('img');
    const meta = imageSize(await readFile(join(site.outDir, img?.getAttribute('src') ?? '')));
    assert.equal(meta.width / meta.height, Number(img?.getAttribute('width')) / Number(img?.getAttribute('height')));
  });

  it('describe the first five articles in the blog structured data', async () => {
    const doc = await open('/blog/');
    const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')[
      '@graph'
    ] as Record<string, unknown>[];
    const blog = graph.find((n) => n['@type'] === 'Blog') as { blogPost: { headline: string }[] };
    assert.deepEqual(
      blog.blogPost.map((p) => p.headline),
      articles.slice(0, 5).map((a) => a.title),
    );
  });

  it('show each article with back link, eager image, category, title, long date, read time, body and related links', async () => {
    for (const article of articles) {
      const where = article.slug;
      const doc = await open(`/blog/${article.slug}/`);
      const main = doc.querySelector('main');
      assert.equal(main?.querySelector('a')?.getAttribute('href'), articleCopy.back.href, where);
      assert.ok(main?.querySelector('a')?.textContent?.includes(articleCopy.back.label), where);
      const img = main?.querySelector('article img');
      assert.equal(img?.getAttribute('loading'), 'eager', where);
      assert.equal(img?.getAttribute('fetchpriority'), 'high', where);
      assert.ok(main?.querySelector('article')?.textContent?.includes(article.category), where);
      assert.equal(main?.querySelector('h1')?.textContent, article.title, where);
      const time = main?.querySelector('article time');
      assert.equal(time?.getAttribute('datetime'), article.date, where);
      assert.equal(time?.textContent, formatDate(article.date, 'long'), where);
      assert.ok(main?.textContent?.includes(fill(articleCopy.readTime, { minutes: article.readMinutes })), where);
      // The body: its opening as written, up to any picture (the page shows each as a <picture>), and all its text.
      const lead = article.html.slice(0, 200).split('<img')[0] ?? '';
      assert.ok(main?.innerHTML.includes(lead), `${where}: body`);
      const text = decodeEntities(article.html.replace(/<[^>]*>/g, ''));
      assert.ok(main?.querySelector('article')?.textContent?.includes(text), `${where}: the body's text`);
      const links = [...doc.querySelectorAll('aside[aria-labelledby="related-links"] a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
      // docs/site.md#an-article: an area link is named from its path's last segment.
      assert.deepEqual(
        links,
        [
          ...article.relatedServices.map((href) => [articleCopy.viewServices, href]),
          ...article.relatedAreas.map((href) => [
            fill(articleCopy.areaLink, { name: areaNameFromSlug(href.split('/')[2] ?? '') }),
            href,
          ]),
        ],
        where,
      );
    }
  });

  it('relate at most three other articles of the same category on every article page', async () => {
    for (const article of articles) {
      const doc = await open(`/blog/${article.slug}/`);
      const related = [...doc.querySelectorAll('section[aria-labelledby="related-articles"] li a')].map(
        (a) => a.getAttribute('href')?.split('/')[2],
      );
      const expected = articles.filter((a) => a.category === article.category && a.slug !== article.slug).slice(0, 3);
      assert.deepEqual(
        related,
        expected.map((a) => a.slug),
        article.slug,
      );
      for (const r of doc.querySelectorAll('section[aria-labelledby="related-articles"] p'))
        assert.ok(r.classList.contains('line-clamp-2'));
    }
  });

  it('use the seo title, description and keywords, and BlogPosting data with the organisation as author and publisher', async () => {
    for (const article of articles) {
      const where = article.slug;
      const doc = await open(`/blog/${article.slug}/`);
      const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
      // An article without seo front matter is described by its title and excerpt.
      assert.equal(doc.title, titled(article.seo?.title ?? article.title), where);
      assert.equal(meta('description'), article.seo?.metaDescription ?? article.excerpt, where);
      assert.equal(meta('keywords'), article.seo ? article.seo.keywords.join(', ') : undefined, where);
      assert.equal(doc.querySelector('meta[property="og:type"]')?.getAttribute('content'), 'article');
      const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')[
        '@graph'
      ] as Record<string, unknown>[];
      const post = graph.find((n) => n['@type'] === 'BlogPosting') as Record<string, unknown> & {
        author: { name: string };
        publisher: { name: string };
      };
      assert.equal(post.headline, article.title, where);
      assert.equal(post.datePublished, article.date, where);
      assert.ok(String(post.image).startsWith(`${origin}/images/blog/`), `${where}: ${String(post.image)}`);
      assert.match(String(post.image), /\.webp$/, where);
      assert.equal(post.author.name, siteName);
      assert.equal(post.publisher.name, siteName);
    }
  });

  it('keep the feed to the newest FEED_ENTRIES articles however many there are', async () => {
    const content = await siteContent();
    const many = Array.from({ length: FEED_ENTRIES + 5 }, (_, i) => ({
      ...content.articles[i % content.articles.length]!,
      slug: `article-${i}`,
    }));
    const ids = [...atomFeed({ ...content, articles: many }).matchAll(/<id>[^<]*\/blog\/(article-\d+)\/<\/id>/g)];
    assert.deepEqual(
      ids.map((m) => m[1]),
      many.slice(0, FEED_ENTRIES).map((a) => a.slug),
    );
  });

  it('publish an Atom feed of the newest articles, newest first, with absolute URLs, linked from every page', async () => {
    const feed = await readFile(join(site.outDir, 'blog/feed.xml'), 'utf8');
    const parsed = new (openPage('').window.DOMParser)().parseFromString(feed, 'application/xml');
    assert.equal(parsed.querySelector('parsererror'), null);
    const entries = [...parsed.querySelectorAll('entry')];
    assert.deepEqual(
      entries.map((e) => e.querySelector('id')?.textContent),
      articles.slice(0, FEED_ENTRIES).map((a) => `${origin}/blog/${a.slug}/`),
    );
    assert.doesNotMatch(feed, /href=&quot;\//, 'links inside the content are absolute');
    assert.equal(parsed.querySelector('feed > updated')?.textContent, `${articles[0]?.date}T00:00:00Z`);
    const area = site.routes.find((r) => r.page === 'area');
    assert.ok(area);
    for (const path of ['/', '/blog/', area.path]) {
      const doc = await open(path);
      assert.equal(
        doc.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href'),
        '/blog/feed.xml',
      );
    }
  });
});

describe('blog category links', () => {
  let site: BuiltSite;
  const pages: OpenPage[] = [];
  const links = async (path: string) => {
    const page = openPage(await site.html(path));
    pages.push(page);
    const nav = page.document.querySelector(`nav[aria-label="${copy.filterLabel}"]`);
    assert.ok(nav, `${path} has no category links`);
    return [...nav.querySelectorAll('a')].map((a) => ({
      name: a.textContent,
      href: a.getAttribute('href'),
      current: a.getAttribute('aria-current'),
    }));
  };
  const [newest] = categories;
  const oldest = categories.at(-1);
  assert.ok(newest && oldest, 'the content has no categories');
  before(async () => {
    site = await buildSite();
  });
  after(async () => {
    for (const page of pages) await page.close();
  });

  it("are 'All Articles' and one link per category, in order of the newest article, on every page of the blog", async () => {
    const expected = [
      [copy.allArticles, '/blog/'],
      ...categories.map(({ name, slug }) => [name, `/blog/category/${slug}/`]),
    ];
    const lists = site.routes.filter((r) => r.page === 'blog' || r.page === 'blogCategory');
    const perList = (count: number) => Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));
    assert.equal(lists.length, blogPages + categories.reduce((sum, c) => sum + perList(c.articles.length), 0));
    for (const route of lists)
      assert.deepEqual(
        (await links(route.path)).map((l) => [l.name, l.href]),
        expected,
        route.path,
      );
  });

  it("mark the list shown: 'All Articles' on the index, the category on its page", async () => {
    const current = async (path: string) =>
      (await links(path)).filter((l) => l.current).map((l) => [l.name, l.current]);
    assert.deepEqual(await current('/blog/'), [[copy.allArticles, 'page']]);
    if (blogPages > 1) assert.deepEqual(await current('/blog/page/2/'), [[copy.allArticles, 'true']]);
    for (const { name, slug } of [newest, oldest])
      assert.deepEqual(await current(`/blog/category/${slug}/`), [[name, 'page']]);
  });

  it('use no island: the links work without JavaScript', async () => {
    for (const path of ['/blog/', `/blog/category/${newest.slug}/`]) {
      const islands = [...(await site.html(path)).matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(islands.toSorted(), ['ScrollToTop', 'SiteNav'], path);
    }
  });

  it("send old /blog/?category= links on from /blog/'s script, at once and before any island loads", async () => {
    const [boot = '', ...more] = inlineScripts(await site.html('/blog/'));
    assert.deepEqual(more, []);
    // An address with a query string fetches the redirect as soon as the document is parsed, not once the page has
    // painted, and the loader only after it.
    assert.ok(boot.includes('location.search'), boot);
    const redirect = /import\("(\/assets\/chunks\/category-redirect-\w+\.js)"\)/.exec(boot)?.[1] ?? '';
    assert.ok(redirect, boot);
    // The chunk and the shared chunks it imports.
    const read = (url: string) => readFile(join(site.outDir, url), 'utf8');
    const chunk = await read(redirect);
    const shared = [...chunk.matchAll(/from\s*"\.\/([\w-]+\.js)"|import\s*"\.\/([\w-]+\.js)"/g)].map(
      (m) => m[1] ?? m[2],
    );
    const script = [chunk, ...(await Promise.all(shared.map((f) => read(`/assets/chunks/${f}`))))].join('\n');
    // It builds a category's address with the function the pages use (src/lib/paths.ts), and acts only on the blog's
    // first page; the browser suite follows such a link.
    assert.ok(script.includes('"category"') && script.includes(`"${SECTIONS.blog}"`), script);
    assert.equal(blogListPath('maintenance'), '/blog/category/maintenance/');
  });
});

describe('unknown blog slug', () => {
  it('is handled by the 404 page', () => {
    assert.deepEqual(fallbackFor('/blog/no-such-post/'), { kind: 'post', slug: 'no-such-post' });
  });

  it('shows the post-not-found copy with a link back to the blog, on a noindex page', async () => {
    const notFound = content.pages.postNotFound;
    const site = await buildSite();
    const page = await openFallback(await site.html('/404.html'), '/blog/no-such-post/');
    try {
      const main = page.document.querySelector('main');
      assert.equal(main?.querySelector('h1')?.textContent, notFound.title);
      const back = [...(main?.querySelectorAll('a') ?? [])].find((a) => a.textContent === notFound.back.label);
      assert.equal(back?.getAttribute('href'), notFound.back.href);
      assert.equal(page.document.title, titled(notFound.title));
      assert.equal(page.document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
    }
  });
});
