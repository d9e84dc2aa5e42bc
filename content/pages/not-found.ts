// Copy of the not-found page (docs/site.md#not-found-page-and-fallbacks), served as dist/404.html.
import type { NotFoundCopy } from '../schema';

export const notFound = {
  title: '404 - Page Not Found',
  description: 'The page you were looking for is not on this site. Return to the home page to find a London locksmith.',
  code: '404',
  heading: 'Oops! Page not found',
  home: 'Return to Home',
  breadcrumb: 'Page not found',
} satisfies NotFoundCopy;
