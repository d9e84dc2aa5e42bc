// /products/ and a page per product category, described as services offered in structured data.
import type { Content } from '../content/load';
import { faqNode, serviceNode } from '../lib/json-ld';
import { productPath, sectionPath } from '../lib/paths';
import { page, sectionCrumb } from './page';
import type { Route } from './types';

export function productRoutes(content: Content): Route[] {
  const { productCategories, pages: copy, site } = content;
  const productsCrumb = sectionCrumb(content, sectionPath('products'));
  return [
    page(content, {
      path: sectionPath('products'),
      page: 'products',
      props: { copy: copy.productsIndex, categories: productCategories },
      seo: copy.productsIndex.seo,
      trail: [{ label: productsCrumb.label }],
      pageType: 'CollectionPage',
    }),
    ...productCategories.map((category) => {
      const path = productPath(category.slug);
      const offers = category.products.map((p) => p.name);
      return page(content, {
        path,
        page: 'product',
        props: { category, copy: copy.productPage },
        seo: { title: category.seo.title, description: category.seo.metaDescription, keywords: category.seo.keywords },
        trail: [productsCrumb, { label: category.title }],
        jsonLd: [serviceNode(site, path, category.title, category.description, offers), faqNode(category.faqs)],
      });
    }),
  ];
}
