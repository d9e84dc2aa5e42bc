// Every page kind by name: routes.ts refers to these names, src/render.tsx turns them into components.
import { AboutPage } from './AboutPage';
import { AreaPage } from './AreaPage';
import { AreasPage } from './AreasPage';
import { ArticlePage } from './ArticlePage';
import { BlogPage } from './BlogPage';
import { ContactPage } from './ContactPage';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { NoticePage } from './NoticePage';
import { RequestAnswerPage } from './RequestAnswerPage';
import { ProductPage } from './ProductPage';
import { ProductsPage } from './ProductsPage';
import { ServicePage } from './ServicePage';
import { ServicesPage } from './ServicesPage';

export const pages = {
  home: HomePage,
  about: AboutPage,
  contact: ContactPage,
  privacy: NoticePage,
  terms: NoticePage,
  requestAnswer: RequestAnswerPage,
  services: ServicesPage,
  service: ServicePage,
  products: ProductsPage,
  product: ProductPage,
  areas: AreasPage,
  area: AreaPage,
  blog: BlogPage,
  blogCategory: BlogPage,
  article: ArticlePage,
  notFound: NotFoundPage,
};
