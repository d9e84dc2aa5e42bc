// One article (docs/site.md#an-article): back link, image, category, title, date and read time, the sanitized
// body, related links and up to three related articles.
import type { ArticlePageCopy } from '../content/schema';
import { ArticleCard } from '../components/ArticleCard';
import { CallToAction } from '../components/CallToAction';
import { PhoneLink } from '../components/CallButton';
import { Picture } from '../components/Picture';
import type { ArticleCard as Card } from '../lib/blog';
import type { NavLink } from '../lib/types';
import { markLead } from '../lib/first-screen';

export interface ArticlePageProps {
  article: Card & { dateLong: string; html: string; reviewed?: { date: string; long: string } };
  copy: ArticlePageCopy;
  relatedLinks: NavLink[];
  related: Card[];
}

/** Styles for the elements the sanitizer lets through (docs/site.md#sanitizing), as the body is HTML, not components. */
const bodyStyles = [
  'text-lg leading-relaxed text-slate-700',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-amber-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-amber-900',
].join(' ');

/**
 * Styles of the elements few articles have, given only to a body that has them: a page's CSS is the rules of the
 * classes it uses, and every byte of it is in the first screen.
 */
const occasionalStyles: [element: string, classes: string][] = [
  ['<picture', '[&_picture]:mt-6 [&_picture]:block [&_img]:h-auto [&_img]:w-full [&_img]:rounded-xl'],
  [
    '<blockquote',
    '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:pl-5 [&_blockquote]:text-slate-800',
  ],
  [
    // Columns share the width and their text wraps, so a table never makes a phone's page scroll sideways.
    '<table',
    [
      '[&_table]:mt-6 [&_table]:w-full [&_table]:table-fixed [&_table]:border-collapse',
      '[&_th]:border [&_td]:border [&_th]:border-slate-300 [&_td]:border-slate-300 [&_th]:bg-slate-100 [&_th]:text-left',
      '[&_th]:px-3 [&_td]:px-3 [&_th]:py-2 [&_td]:py-2 [&_th]:font-semibold [&_th]:break-words [&_td]:break-words',
    ].join(' '),
  ],
];

const stylesFor = (html: string) =>
  [bodyStyles, ...occasionalStyles.filter(([element]) => html.includes(element)).map(([, classes]) => classes)].join(
    ' ',
  );

export function ArticlePage({ article, copy, relatedLinks, related }: ArticlePageProps) {
  return (
    <>
      <article className="px-4 pb-16 pt-8 sm:px-6">
        <div className="mx-auto max-w-3xl">
          {/* The number at the top of every guide, for a reader who is locked out now; its fixed width means it is
              placed, beside the back link or under it, before its text arrives. */}
          <div className="flex flex-wrap items-center justify-between gap-x-4">
            <a
              href={copy.back.href}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-800 hover:text-amber-800"
            >
              <span aria-hidden="true">←</span>
              {copy.back.label}
            </a>
            <PhoneLink className="flex min-h-11 min-w-44 items-center gap-2 font-semibold text-amber-800 hover:text-amber-900" />
          </div>
          <Picture
            image={article.image}
            sizes="(min-width: 816px) 768px, 100vw"
            priority
            className="mt-4 aspect-video w-full rounded-xl object-cover"
          />
          <p className="mt-8">
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              {article.category}
            </span>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-4 flex flex-wrap gap-2 text-slate-600">
            <time dateTime={article.date}>{article.dateLong}</time>
            <span aria-hidden="true">·</span>
            <span>{article.readTime}</span>
            {article.reviewed ? <Reviewed label={copy.reviewed} {...article.reviewed} /> : null}
          </p>
          {/* Markdown turned into HTML and sanitized at build (src/lib/markdown.ts); the first screen ends in it. */}
          <div
            className={`mt-6 ${stylesFor(article.html)}`}
            dangerouslySetInnerHTML={{ __html: markLead(article.html) }}
          />
          {relatedLinks.length > 0 ? (
            <aside aria-labelledby="related-links" className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6">
              <h2 id="related-links" className="text-xl font-semibold text-slate-900">
                {copy.relatedLinks}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-3">
                {relatedLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:border-amber-500"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="bg-slate-50 px-4 py-14 sm:px-6">
          <div className="mx-auto max-w-7xl">
            <h2 id="related-articles" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {copy.relatedArticles}
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug}>
                  <ArticleCard article={r} headingLevel="h3" excerptLines={2} compact />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CallToAction heading={copy.cta.heading} text={copy.cta.text} />
    </>
  );
}

/** "Last reviewed {date}", with the date as a <time>: the day the article was last checked against what it states. */
function Reviewed({ label, date, long }: { label: string; date: string; long: string }) {
  const [before = '', after = ''] = label.split('{date}');
  return (
    <>
      <span aria-hidden="true">·</span>
      <span>
        {before}
        <time dateTime={date}>{long}</time>
        {after}
      </span>
    </>
  );
}
