// The editor's previews are the site's own pages: the page component of each kind, drawn with the site's
// stylesheet and frame, from the entry as it stands in the form with the site's figures filled in. A form part-way
// filled in gives empty lists rather than a broken preview.
import type { ComponentType, ReactNode } from 'react';
import { FrameContext } from '../../components/FrameContext';
import { type AreaDetails } from '../../lib/area';
import { categorySlug, formatDate } from '../../lib/blog';
import { type PreviewData } from '../../lib/editor-preview';
import { markdownToHtml, sanitizeArticleHtml } from '../../lib/markdown';
import type { ProductCategory, Service } from '../../content/schema';
import { fill } from '../../lib/template';
import { AreaPage } from '../../pages/AreaPage';
import { ArticlePage } from '../../pages/ArticlePage';
import { ProductPage } from '../../pages/ProductPage';
import { ServicePage } from '../../pages/ServicePage';

/** What Decap hands a preview template: the entry (an Immutable map) and the URL of an asset by its path. */
export interface PreviewProps {
  entry: { get(key: string): unknown; getIn(path: string[]): { toJS(): unknown } | undefined };
  getAsset(path: string): { toString(): string } | undefined;
}

/** Every string of a value with the site's figures filled in, as the loader does before the build. */
function filled<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => filled(v, values)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, values)])) as T;
  return value;
}

/** The entry's fields, filled in, with each of `lists` an array even before the form has one. */
function fields(
  props: PreviewProps,
  values: Record<string, string>,
  lists: readonly string[],
): Record<string, unknown> {
  const data = (props.entry.getIn(['data'])?.toJS() ?? {}) as Record<string, unknown>;
  const out = filled(data, values);
  for (const list of lists) if (!Array.isArray(out[list])) out[list] = [];
  return out;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const slugOf = (props: PreviewProps) => text(props.entry.get('slug'));

function Frame({ data, children }: { data: PreviewData; children: ReactNode }) {
  return (
    <FrameContext.Provider value={data.frame}>
      <main id="main">{children}</main>
    </FrameContext.Provider>
  );
}

/**
 * An article's body as the build makes it (Markdown, then the build's own sanitizer), so the preview shows what the
 * page will hold and no more, with each picture shown from the editor's copy of it (uploaded, or read from the
 * repository). The pictures are pointed there after sanitizing, since the allow-list takes a picture only by its
 * path; DOMParser's document is inert (nothing in it loads or runs).
 */
function articleHtml(body: string, getAsset: PreviewProps['getAsset']): string {
  const doc = new DOMParser().parseFromString(sanitizeArticleHtml(markdownToHtml(body)), 'text/html');
  for (const img of doc.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', getAsset(src)?.toString() ?? src);
  }
  return doc.body.innerHTML;
}

// The form's fields are not yet checked (the build checks them): the preview draws whatever the form holds.

/** The preview template of each collection of the editor's configuration (src/steps/editor-config.ts). */
export function previewTemplates(data: PreviewData): Record<string, ComponentType<PreviewProps>> {
  const { values, copy } = data;
  return {
    services: (props) => {
      const service = fields(props, values, [
        'features',
        'benefits',
        'howItWorks',
        'faqs',
        'relatedServices',
        'keywords',
      ]);
      const related = data.services.filter((s) => (service.relatedServices as string[]).includes(s.slug));
      return (
        <Frame data={data}>
          <ServicePage
            service={{ ...(service as unknown as Service), slug: slugOf(props) }}
            related={related}
            copy={copy.servicePage}
          />
        </Frame>
      );
    },
    productCategories: (props) => {
      const category = fields(props, values, ['overview', 'products', 'whyChooseUs', 'faqs', 'listing']);
      return (
        <Frame data={data}>
          <ProductPage
            category={{ ...(category as unknown as ProductCategory), slug: slugOf(props) }}
            copy={copy.productPage}
          />
        </Frame>
      );
    },
    areas: (props) => {
      const area = fields(props, values, ['specialties', 'landmarks', 'neighborhoods', 'postalCodes']);
      const details: AreaDetails = {
        slug: slugOf(props),
        name: text(area.name),
        description: text(area.description),
        neighborhoods: area.neighborhoods as string[],
        postalCodes: area.postalCodes as string[],
        specialties: area.specialties as string[],
        landmarks: area.landmarks as string[],
        emergency: text(area.emergency),
        installation: text(area.installation),
      };
      return (
        <Frame data={data}>
          <AreaPage area={details} copy={copy.areaPage} />
        </Frame>
      );
    },
    articles: (props) => {
      const article = fields(props, values, ['relatedServices', 'relatedAreas']);
      const date = text(article.date).slice(0, 10);
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
      const image = props.getAsset(text(article.image))?.toString() ?? '';
      const html = articleHtml(text(article.body), props.getAsset);
      return (
        <Frame data={data}>
          <ArticlePage
            article={{
              slug: slugOf(props),
              title: text(article.title),
              excerpt: text(article.excerpt),
              category: text(article.category),
              categorySlug: categorySlug(text(article.category)),
              date,
              dateLabel: valid ? formatDate(date, 'short') : '',
              dateLong: valid ? formatDate(date, 'long') : '',
              // The read time comes from the body's words as the build counts them; the preview leaves it out.
              readTime: '',
              html,
              image: { src: image, avifSrcset: image, webpSrcset: image, width: 1200, height: 675 },
            }}
            copy={copy.articlePage}
            relatedLinks={[]}
            related={[]}
          />
        </Frame>
      );
    },
  };
}
