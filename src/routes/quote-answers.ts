// The answers to a quote request, /contact/received/ and /contact/not-sent/ (docs/site.md#quote-requests): built only
// while the form is on, kept out of search results and the sitemap, and reached only from the request handler
// (functions/contact/request.ts).
import type { Content } from '../content/load';
import { formSettings, NOT_SENT_PATH, RECEIVED_PATH } from '../lib/quote-requests/form';
import { page, sectionCrumb } from './page';
import { pagePath } from '../lib/paths';
import type { RouteOf } from './types';

export function quoteAnswerRoutes(content: Content): RouteOf<'requestAnswer'>[] {
  const copy = content.pages.contact.request;
  if (!formSettings(content.site, copy)) return [];
  const contact = sectionCrumb(content, pagePath('contact'));
  const answers = [
    { path: RECEIVED_PATH, answer: 'received' as const, title: copy.received.title },
    { path: NOT_SENT_PATH, answer: 'notSent' as const, title: copy.notSent.title },
  ];
  return answers.map(({ path, answer, title }) => {
    const route = page(content, {
      path,
      page: 'requestAnswer',
      props: { copy, answer },
      seo: { title, description: content.pages.contact.seo.description, keywords: [] },
      trail: [contact, { label: title }],
      card: { name: 'contact', ...content.social.cards.contact },
    });
    // An answer, not a page to find: no canonical address, no place in the sitemap.
    const head = { ...route.head, noindex: true };
    delete head.canonicalPath;
    return { ...route, head };
  });
}
