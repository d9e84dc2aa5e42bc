// docs/site.md#blog, #an-article, #the-20-articles, #sanitizing, #errors-and-fallbacks (unknown slug), #display-limits.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { countWords, readMinutes, sanitizeArticleHtml } from '../src/content/markdown';
import {
  ARTICLES_PER_PAGE,
  blogListPath,
  categoriesOf,
  formatDate,
  pageWindow,
  paginate,
  relatedArticles,
} from '../src/lib/blog';
import { fallbackFor } from '../src/lib/fallback';
import { inlineModules } from '../src/steps/report/measure';
import { openPage, type OpenPage } from './helpers/dom';
import { openFallback } from './helpers/fallback';
import { buildSite, type BuiltSite, siteContent } from './helpers/site';

const content = await siteContent();

/** docs/site.md#the-20-articles: id, slug, date, category, and the read time where the table gives one. */
const SITE_ARTICLES: [string, string, string, string, number?][] = [
  ['1', 'emergency-lockout-what-to-do', '2024-03-15', 'Emergency Services', 8],
  ['2', 'choosing-right-lock-home', '2024-03-12', 'Home Security'],
  ['3', 'auto-locksmith-services-london', '2024-03-10', 'Auto Locksmith'],
  ['4', 'commercial-security-upgrades', '2024-03-08', 'Commercial Security'],
  ['5', 'lock-maintenance-tips', '2024-03-05', 'Maintenance'],
  ['6', 'smart-locks-london-homes', '2024-03-02', 'Smart Security', 6],
  ['7', 'upvc-door-lock-problems', '2024-02-28', 'Lock Repair', 6],
  ['8', 'security-tips-renters', '2024-02-25', 'Home Security', 5],
  ['9', 'master-key-systems-explained', '2024-02-22', 'Commercial Security', 7],
  ['10', 'burglary-prevention-london', '2024-02-20', 'Home Security', 6],
  ['11', 'lost-car-keys-what-to-do', '2024-02-18', 'Auto Locksmith', 5],
  ['12', 'digital-lock-vs-traditional', '2024-02-15', 'Lock Technology', 6],
  ['13', 'office-security-best-practices', '2024-02-12', 'Commercial Security', 7],
  ['14', 'broken-key-extraction', '2024-02-10', 'Lock Repair', 5],
  ['15', 'seasonal-lock-maintenance', '2024-02-08', 'Maintenance', 6],
  ['16', 'high-security-locks-london', '2024-02-05', 'Home Security', 7],
  ['17', 'locksmith-scams-avoid', '2024-02-02', 'Consumer Advice', 5],
  ['18', 'landlord-lock-responsibilities', '2024-01-30', 'Legal & Compliance', 6],
  ['19', 'keyless-entry-systems', '2024-01-28', 'Smart Security', 6],
  ['20', 'emergency-locksmith-response-times', '2024-01-25', 'Emergency Services', 5],
];

describe('blog articles', () => {
  it('are the 20 articles of docs/site.md#the-20-articles, newest first, with their ids, slugs, dates and categories', () => {
    assert.deepEqual(
      content.articles.map((a) => [a.id, a.slug, a.date, a.category]),
      SITE_ARTICLES.map(([id, slug, date, category]) => [id, slug, date, category]),
    );
  });

  it('have the read times of docs/site.md#the-20-articles', () => {
    for (const [, slug, , , minutes] of SITE_ARTICLES) {
      const article = content.articles.find((a) => a.slug === slug);
      assert.ok(article);
      if (minutes) assert.equal(article.readMinutes, minutes, `${slug}: ${article.words} words`);
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
    ['image with onerror', '<img src=x onerror=alert(1)>'],
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
      '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em><br></p><ul><li>u</li></ul><ol><li>o</li></ol><a href="/services/" target="_self" rel="next">l</a>';
    assert.equal(sanitizeArticleHtml(html), html.replace('<br>', '<br />'));
    assert.equal(sanitizeArticleHtml('<h1 id="x" class="y">T</h1><table><tr><td>c</td></tr></table>'), 'Tc');
  });

  it('gives a link that opens a new tab rel="noopener noreferrer"', () => {
    assert.equal(
      sanitizeArticleHtml('<a href="https://www.gov.uk/" target="_blank">GOV.UK</a>'),
      '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">GOV.UK</a>',
    );
    assert.equal(
      sanitizeArticleHtml('<a href="https://www.gov.uk/" target="_blank" rel="opener">x</a>'),
      '<a href="https://www.gov.uk/" target="_blank" rel="noopener noreferrer">x</a>',
    );
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
  const pages: OpenPage[] = [];
  const open = async (path: string) => {
    const page = openPage(await site.html(path));
    pages.push(page);
    return page.document;
  };
  before(async () => {
    site = await buildSite();
  });
  after(async () => {
    for (const page of pages) await page.close();
  });

  it('list the newest twelve articles on /blog/ with image, category, title, excerpt, en-GB date and read time', async () => {
    const doc = await open('/blog/');
    assert.equal(doc.querySelector('h1')?.textContent, 'Locksmith Blog & Advice');
    assert.ok(
      doc.body.textContent?.includes(
        'Expert tips, guides, and insights about locksmith services and security in London',
      ),
    );
    const cards = [...doc.querySelectorAll('#articles > li')];
    assert.equal(cards.length, ARTICLES_PER_PAGE);
    cards.forEach((card, i) => {
      const article = content.articles[i];
      assert.ok(article);
      assert.equal(card.querySelector('a')?.getAttribute('href'), `/blog/${article.slug}/`);
      assert.equal(card.querySelector('h2')?.textContent, article.title);
      assert.ok(card.textContent?.includes(article.category));
      assert.ok(card.querySelector('p.line-clamp-3')?.textContent === article.excerpt);
      assert.equal(card.querySelector('time')?.getAttribute('datetime'), article.date);
      assert.equal(card.querySelector('time')?.textContent, formatDate(article.date, 'short'));
      assert.ok(card.textContent?.includes(`${article.readMinutes} min read`));
      const img = card.querySelector('img');
      assert.equal(img?.getAttribute('loading'), 'lazy');
      assert.ok(img?.getAttribute('width') && img.getAttribute('height'));
    });
    assert.equal(cards[0]?.querySelector('time')?.textContent, '15 Mar 2024');
  });

  it('continue on /blog/page/2/, so every article is on exactly one page of the index, newest first', async () => {
    const listed: string[] = [];
    for (const path of ['/blog/', '/blog/page/2/']) {
      const doc = await open(path);
      listed.push(...[...doc.querySelectorAll('#articles > li h2 > a')].map((a) => a.getAttribute('href') ?? ''));
    }
    assert.deepEqual(
      listed,
      content.articles.map((a) => `/blog/${a.slug}/`),
    );
    assert.ok(!site.routes.some((r) => r.path === '/blog/page/3/'));
    assert.ok(!site.routes.some((r) => r.path === '/blog/page/1/'), 'page 1 is /blog/ itself');
  });

  it('link the pages of the index with previous, next and numbered links, the current one marked', async () => {
    const links = async (path: string) => {
      const nav = (await open(path)).querySelector('nav[aria-label="Pages of articles"]');
      assert.ok(nav, `${path} has no page links`);
      return [...nav.querySelectorAll('a')].map((a) =>
        [a.textContent, a.getAttribute('href'), a.getAttribute('rel') ?? a.getAttribute('aria-current') ?? '']
          .filter(Boolean)
          .join(' '),
      );
    };
    assert.deepEqual(await links('/blog/'), ['1 /blog/ page', '2 /blog/page/2/', 'Next\u00a0› /blog/page/2/ next']);
    assert.deepEqual(await links('/blog/page/2/'), ['‹\u00a0Previous /blog/ prev', '1 /blog/', '2 /blog/page/2/ page']);
    const numbered = (await open('/blog/page/2/')).querySelector('nav[aria-label="Pages of articles"] a[aria-current]');
    assert.equal(numbered?.getAttribute('aria-label'), 'Page 2');
  });

  it('give each later page its own title, description, canonical and breadcrumbs, and the index its social card', async () => {
    const first = await open('/blog/');
    const second = await open('/blog/page/2/');
    assert.equal(second.title, 'Locksmith Blog & Advice: Page 2 of 2 | Locksmith London');
    assert.match(
      second.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      /^Page 2 of 2\. Practical advice from London locksmiths/,
    );
    assert.notEqual(second.title, first.title);
    assert.equal(
      second.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      'https://www.locksmith-london.example/blog/page/2/',
    );
    const crumbs = [...second.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) =>
      li.textContent?.replace('›', '').trim(),
    );
    assert.deepEqual(crumbs, ['Home', 'Blog', 'Page 2']);
    const image = (doc: typeof first) => doc.querySelector('meta[property="og:image"]')?.getAttribute('content');
    assert.equal(image(second), image(first));
    assert.match(image(first) ?? '', /\/images\/og\/blog\.[0-9a-f]{10}\.png$/);
  });

  it('give every category a page of its own: all its articles, newest first, with their count', async () => {
    for (const { name, slug, count } of categoriesOf(content.articles)) {
      const doc = await open(`/blog/category/${slug}/`);
      const articles = content.articles.filter((a) => a.category === name);
      assert.equal(articles.length, count);
      assert.deepEqual(
        [...doc.querySelectorAll('#articles > li h2 > a')].map((a) => a.getAttribute('href')),
        articles.map((a) => `/blog/${a.slug}/`),
        slug,
      );
      assert.equal(doc.querySelector('h1')?.textContent, `Articles on ${name}`);
      const showing = `Showing ${count} ${count === 1 ? 'article' : 'articles'} in ${name}`;
      assert.ok(
        [...doc.querySelectorAll('main p')].some((p) => p.textContent === showing),
        showing,
      );
      assert.equal(doc.title, `${name}: Locksmith Advice | Locksmith London`);
      assert.equal(
        doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        `https://www.locksmith-london.example/blog/category/${slug}/`,
      );
      assert.equal(doc.querySelector('nav[aria-label="Pages of articles"]'), null, 'one page needs no page links');
      const crumbs = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => [
        li.textContent?.replace('›', '').trim(),
        li.querySelector('a')?.getAttribute('href') ?? null,
      ]);
      assert.deepEqual(crumbs, [
        ['Home', '/'],
        ['Blog', '/blog/'],
        [name, null],
      ]);
      assert.match(
        doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
        new RegExp(`/images/og/blog-category-${slug}\\.[0-9a-f]{10}\\.png$`),
      );
      const route = site.routes.find((r) => r.path === `/blog/category/${slug}/`);
      assert.equal(route?.head.image.card.title, `London locksmith advice on ${name}`);
    }
  });

  it('write every image the pages use, in AVIF and WebP, at the declared size', async () => {
    const doc = await open('/blog/');
    const urls = new Set<string>();
    for (const source of doc.querySelectorAll('source')) {
      for (const part of source.getAttribute('srcset')?.split(',') ?? []) urls.add(part.trim().split(' ')[0] ?? '');
    }
    assert.ok([...urls].some((u) => u.endsWith('.avif')) && [...urls].some((u) => u.endsWith('.webp')));
    for (const url of urls) assert.ok(existsSync(join(site.outDir, url)), url);
    const sharp = (await import('sharp')).default;
    const img = doc.querySelector('img');
    const meta = await sharp(join(site.outDir, img?.getAttribute('src') ?? '')).metadata();
    assert.equal(meta.width! / meta.height!, Number(img?.getAttribute('width')) / Number(img?.getAttribute('height')));
  });

  it('describe the first five articles in the blog structured data', async () => {
    const doc = await open('/blog/');
    const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')[
      '@graph'
    ] as Record<string, unknown>[];
    const blog = graph.find((n) => n['@type'] === 'Blog') as { blogPost: { headline: string }[] };
    assert.deepEqual(
      blog.blogPost.map((p) => p.headline),
      content.articles.slice(0, 5).map((a) => a.title),
    );
  });

  it('show an article with back link, eager image, category, title, long date, read time, body and related content', async () => {
    const article = content.articles.find((a) => a.slug === 'upvc-door-lock-problems');
    assert.ok(article);
    const doc = await open('/blog/upvc-door-lock-problems/');
    const main = doc.querySelector('main');
    assert.equal(main?.querySelector('a')?.getAttribute('href'), '/blog/');
    assert.match(main?.querySelector('a')?.textContent ?? '', /Back to Blog/);
    const img = main?.querySelector('article img');
    assert.equal(img?.getAttribute('loading'), 'eager');
    assert.equal(img?.getAttribute('fetchpriority'), 'high');
    assert.equal(main?.querySelector('h1')?.textContent, article.title);
    assert.equal(main?.querySelector('article time')?.textContent, '28 February 2024');
    assert.ok(main?.textContent?.includes('6 min read'));
    assert.ok(main?.innerHTML.includes(article.html.slice(0, 200)));
    const links = [...doc.querySelectorAll('aside[aria-labelledby="related-links"] a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    assert.deepEqual(links, [
      ['View Our Services', '/services/'],
      ['Locksmith in Ealing', '/areas/ealing/'],
      ['Locksmith in Havering', '/areas/havering/'],
      ['Locksmith in Croydon', '/areas/croydon/'],
      ['Locksmith in Brent', '/areas/brent/'],
    ]);
    const related = [...doc.querySelectorAll('section[aria-labelledby="related-articles"] li a')].map((a) =>
      a.getAttribute('href'),
    );
    assert.deepEqual(related, ['/blog/broken-key-extraction/']);
  });

  it('relate at most three other articles of the same category on every article page', async () => {
    for (const article of content.articles) {
      const doc = await open(`/blog/${article.slug}/`);
      const related = [...doc.querySelectorAll('section[aria-labelledby="related-articles"] li a')].map(
        (a) => a.getAttribute('href')?.split('/')[2],
      );
      const expected = content.articles
        .filter((a) => a.category === article.category && a.slug !== article.slug)
        .slice(0, 3);
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
    const article = content.articles[0];
    assert.ok(article?.seo);
    const doc = await open(`/blog/${article.slug}/`);
    assert.equal(doc.title, `${article.seo.title} | Locksmith London`);
    assert.equal(doc.querySelector('meta[name="description"]')?.getAttribute('content'), article.seo.metaDescription);
    assert.equal(doc.querySelector('meta[name="keywords"]')?.getAttribute('content'), article.seo.keywords.join(', '));
    assert.equal(doc.querySelector('meta[property="og:type"]')?.getAttribute('content'), 'article');
    const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')[
      '@graph'
    ] as Record<string, unknown>[];
    const post = graph.find((n) => n['@type'] === 'BlogPosting') as Record<string, unknown> & {
      author: { name: string };
      publisher: { name: string };
    };
    assert.equal(post.headline, article.title);
    assert.equal(post.datePublished, article.date);
    assert.match(String(post.image), /^https:\/\/www\.locksmith-london\.example\/images\/blog\/.+\.webp$/);
    assert.equal(post.author.name, 'Locksmith London');
    assert.equal(post.publisher.name, 'Locksmith London');
  });

  it('publish an Atom feed of every article, newest first, with absolute URLs, linked from every page', async () => {
    const feed = await readFile(join(site.outDir, 'blog/feed.xml'), 'utf8');
    const parsed = new (openPage('').window.DOMParser)().parseFromString(feed, 'application/xml');
    assert.equal(parsed.querySelector('parsererror'), null);
    const entries = [...parsed.querySelectorAll('entry')];
    assert.deepEqual(
      entries.map((e) => e.querySelector('id')?.textContent),
      content.articles.map((a) => `https://www.locksmith-london.example/blog/${a.slug}/`),
    );
    assert.doesNotMatch(feed, /href=&quot;\//, 'links inside the content are absolute');
    assert.equal(parsed.querySelector('feed > updated')?.textContent, '2024-03-15T00:00:00Z');
    for (const path of ['/', '/blog/', '/areas/camden/']) {
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
    const nav = page.document.querySelector('nav[aria-label="Filter articles by category"]');
    assert.ok(nav, `${path} has no category links`);
    return [...nav.querySelectorAll('a')].map((a) => ({
      name: a.textContent,
      href: a.getAttribute('href'),
      current: a.getAttribute('aria-current'),
    }));
  };
  before(async () => {
    site = await buildSite();
  });
  after(async () => {
    for (const page of pages) await page.close();
  });

  it("are 'All Articles' and one link per category, in order of the newest article, on every page of the blog", async () => {
    const expected = [
      ['All Articles', '/blog/'],
      ['Emergency Services', '/blog/category/emergency-services/'],
      ['Home Security', '/blog/category/home-security/'],
      ['Auto Locksmith', '/blog/category/auto-locksmith/'],
      ['Commercial Security', '/blog/category/commercial-security/'],
      ['Maintenance', '/blog/category/maintenance/'],
      ['Smart Security', '/blog/category/smart-security/'],
      ['Lock Repair', '/blog/category/lock-repair/'],
      ['Lock Technology', '/blog/category/lock-technology/'],
      ['Consumer Advice', '/blog/category/consumer-advice/'],
      ['Legal & Compliance', '/blog/category/legal-compliance/'],
    ];
    const lists = site.routes.filter((r) => r.page === 'blog' || r.page === 'blogCategory');
    assert.equal(lists.length, 2 + expected.length - 1);
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
    assert.deepEqual(await current('/blog/'), [['All Articles', 'page']]);
    assert.deepEqual(await current('/blog/page/2/'), [['All Articles', 'true']]);
    assert.deepEqual(await current('/blog/category/maintenance/'), [['Maintenance', 'page']]);
    assert.deepEqual(await current('/blog/category/legal-compliance/'), [['Legal & Compliance', 'page']]);
  });

  it('use no island: the links work without JavaScript', async () => {
    for (const path of ['/blog/', '/blog/category/maintenance/']) {
      const islands = [...(await site.html(path)).matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(islands.toSorted(), ['ScrollToTop', 'SiteNav'], path);
    }
  });

  it("send old /blog/?category= links on from /blog/'s script, at once and before any island loads", async () => {
    const [boot = '', ...more] = inlineModules(await site.html('/blog/'));
    assert.deepEqual(more, []);
    // An address with a query string has the loader imported at once, not once the page has painted.
    assert.ok(boot.includes('location.search'), boot);
    const loader = /import\("(\/assets\/loader-\w+\.js)"\)/.exec(boot)?.[1] ?? '';
    const script = await readFile(join(site.outDir, loader), 'utf8');
    // The loader builds a category's address as the pages do, and only on /blog/.
    assert.ok(script.includes('`/blog/category/${'), script);
    assert.ok(script.includes('"/blog/"'), script);
    assert.equal(blogListPath('maintenance'), '/blog/category/maintenance/');
  });
});

describe('unknown blog slug', () => {
  it('is handled by the 404 page', () => {
    assert.deepEqual(fallbackFor('/blog/no-such-post/'), { kind: 'post', slug: 'no-such-post' });
  });

  it("shows 'Post Not Found' with a 'Back to Blog' button to /blog/, on a noindex page", async () => {
    const site = await buildSite();
    const page = await openFallback(await site.html('/404.html'), '/blog/no-such-post/');
    try {
      const main = page.document.querySelector('main');
      assert.equal(main?.querySelector('h1')?.textContent, 'Post Not Found');
      const back = [...(main?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Back to Blog');
      assert.equal(back?.getAttribute('href'), '/blog/');
      assert.equal(page.document.title, 'Post Not Found | Locksmith London');
      assert.equal(page.document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
      assert.deepEqual(page.problems, []);
    } finally {
      await page.close();
    }
  });
});
