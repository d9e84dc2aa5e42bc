// The editor's previews are the site's own pages: the page component of each kind, in the site's frame (header,
// menus, footer) and stylesheet, from the entry as it stands in the form, with the site's figures filled in from the
// facts as last published (site-source.ts). A fixed page's copy (content/pages/) shows on the page the site builds with
// it; the facts and the menus show on the home page. A form part-way filled in gives empty lists, not a broken preview.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { FrameContext } from '../../components/FrameContext';
import { Layout } from '../../components/Layout';
import { categorySlug, formatDate } from '../../lib/blog';
import {
  PAGES_COLLECTION,
  type PreviewData,
  type PreviewSample,
  SITE_COLLECTION,
  SITE_FILES,
} from '../../lib/editor-preview';
import { countWords, markdownToHtml, readMinutes, sanitizeArticleHtml } from '../../lib/markdown';
import { fill } from '../../lib/template';
import { areaPath, articlePath, productPath, servicePath } from '../../lib/paths';
import type { Crumb } from '../../lib/types';
import type { AreaDetails, ArticlePageCopy, ProductCategory, Service } from '../../content/schema';
import { pages } from '../../pages';
import { AreaPage } from '../../pages/AreaPage';
import { ArticlePage } from '../../pages/ArticlePage';
import { ProductPage } from '../../pages/ProductPage';
import { ServicePage } from '../../pages/ServicePage';
import { isRecord } from '../../lib/is-record';
import { fieldsOf, type FormCollection, type FormField } from './empty-groups';
import { GoLiveList } from './go-live';
import { prepared } from './prepare';
import { type Figures, SiteSource } from './site-source';

/** What Decap hands a preview template: the entry (an Immutable map) and the URL of an asset by its path. */
export interface PreviewProps {
  entry: { get(key: string): unknown; getIn(path: string[]): { toJS(): unknown } | undefined };
  getAsset(path: string): { toString(): string } | undefined;
}

/** The entry's fields as the form holds them. */
function entryData(props: PreviewProps): Record<string, unknown> {
  const data = props.entry.getIn(['data'])?.toJS();
  return isRecord(data) ? data : {};
}

/** The widgets whose field the page receives as a string. */
const TEXTS = new Set(['string', 'text', 'markdown']);

/**
 * The entry as its page receives it (prepare.ts), with each list of its form an array and each text a string even
 * before the form has them.
 */
function record(
  props: PreviewProps,
  fields: readonly FormField[],
  values: Record<string, string>,
): Record<string, unknown> {
  const out = prepared(entryData(props), fields, values) as Record<string, unknown>;
  for (const { name, widget } of fields) {
    if (widget === 'list' && !Array.isArray(out[name])) out[name] = [];
    if (TEXTS.has(widget ?? '') && typeof out[name] !== 'string') out[name] = '';
  }
  return out;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const slugOf = (props: PreviewProps) => text(props.entry.get('slug'));

/** A page in the site's frame, as a visitor at `path` sees it. */
function Frame({
  figures,
  path,
  crumbs = [],
  children,
}: {
  figures: Figures;
  path: string;
  crumbs?: readonly Crumb[];
  children: ReactNode;
}) {
  return (
    <FrameContext.Provider value={figures.frame}>
      <Layout path={path} crumbs={crumbs}>
        {children}
      </Layout>
    </FrameContext.Provider>
  );
}

/** The page the site builds with a record of content/pages/, showing `copy` in its place. */
function SamplePage({ sample, copy, figures }: { sample: PreviewSample; copy: unknown; figures: Figures }) {
  // The sample's props are its kind's, as routes.ts made them; TypeScript cannot carry the pairing through the lookup.
  const Page = pages[sample.page as keyof typeof pages] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Frame figures={figures} path={sample.path} crumbs={sample.crumbs}>
      {createElement(Page, { ...sample.props, copy })}
    </Frame>
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

/**
 * The preview template of each collection of the editor's configuration (src/steps/editor-config.ts), by the name
 * Decap looks it up by: a folder collection's name, or a file's name in a collection of files.
 */
export function previewTemplates(
  data: PreviewData,
  collections: readonly FormCollection[],
  source: SiteSource = new SiteSource(data),
): Record<string, ComponentType<PreviewProps>> {
  const fieldsIn = (collection: string, file = '') => fieldsOf(collections, collection, file);
  /** The fields of a record of content/pages/: its file's, or its group's in a file it shares. */
  const copyFields = (key: string) => {
    const { file, record: group } = data.copy[key] ?? { file: '' };
    const fields = fieldsIn(PAGES_COLLECTION, file);
    return group ? (fields.find((f) => f.name === group)?.fields ?? []) : fields;
  };
  /** A record of content/pages/ as saved, as its pages receive it. */
  const copyOf = <T,>(key: string, values: Record<string, string>) =>
    prepared(data.copy[key]?.value, copyFields(key), values) as T;
  const home = Object.entries(data.samples).find(([, sample]) => sample.path === '/');
  /** The home page, in the frame and with the figures of the facts or menus being edited. */
  const homeWith = (draft: { site?: unknown; navigation?: unknown }) => {
    const figures = source.figures(draft);
    if (!home) return null;
    const [key, sample] = home;
    return <SamplePage sample={sample} copy={copyOf(key, figures.values)} figures={figures} />;
  };

  const templates: Record<string, ComponentType<PreviewProps>> = {
    services: (props) => {
      const figures = source.figures();
      const service = record(props, fieldsIn('services'), figures.values);
      const related = data.services.filter((s) => (service.relatedServices as string[]).includes(s.slug));
      return (
        <Frame figures={figures} path={servicePath(slugOf(props))}>
          <ServicePage
            service={{ ...(service as unknown as Service), slug: slugOf(props) }}
            related={related}
            copy={copyOf('servicePage', figures.values)}
          />
        </Frame>
      );
    },
    productCategories: (props) => {
      const figures = source.figures();
      const category = record(props, fieldsIn('productCategories'), figures.values);
      return (
        <Frame figures={figures} path={productPath(slugOf(props))}>
          <ProductPage
            category={{ ...(category as unknown as ProductCategory), slug: slugOf(props) }}
            copy={copyOf('productPage', figures.values)}
          />
        </Frame>
      );
    },
    areas: (props) => {
      const figures = source.figures();
      // The record as the form holds it, every field the page takes included, whatever fields the schema gains.
      const area = { ...record(props, fieldsIn('areas'), figures.values), slug: slugOf(props) };
      return (
        <Frame figures={figures} path={areaPath(slugOf(props))}>
          <AreaPage area={area as unknown as AreaDetails} copy={copyOf('areaPage', figures.values)} />
        </Frame>
      );
    },
    articles: (props) => {
      const figures = source.figures();
      const article = record(props, fieldsIn('articles'), figures.values);
      const date = text(article.date).slice(0, 10);
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
      const image = props.getAsset(text(article.image))?.toString() ?? '';
      const html = articleHtml(text(article.body), props.getAsset);
      const articleCopy = copyOf<ArticlePageCopy>('articlePage', figures.values);
      return (
        <Frame figures={figures} path={articlePath(slugOf(props))}>
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
              // The read time from the body's words, counted as the build counts them.
              readTime: fill(articleCopy.readTime, { minutes: readMinutes(countWords(html)) }),
              html,
              image: { src: image, avifSrcset: image, webpSrcset: image, width: 1200, height: 675 },
            }}
            copy={articleCopy}
            relatedLinks={[]}
            related={[]}
          />
        </Frame>
      );
    },
    // The facts and the menus, unsaved, on the home page: its header, figures and footer are theirs.
    // The facts also list what a live build would refuse of them, above the page.
    [SITE_FILES.site]: (props) => (
      <>
        <GoLiveList site={entryData(props)} fields={fieldsIn(SITE_COLLECTION, SITE_FILES.site)} />
        {homeWith({ site: entryData(props) })}
      </>
    ),
    [SITE_FILES.navigation]: (props) => homeWith({ navigation: entryData(props) }),
  };
  // Each file of content/pages/ on the pages that show its records, one after the other.
  const files = new Map<string, string[]>();
  for (const [key, { file }] of Object.entries(data.copy)) files.set(file, [...(files.get(file) ?? []), key]);
  for (const [file, keys] of files) {
    templates[file] = (props) => {
      const figures = source.figures();
      const entry = entryData(props);
      return (
        <>
          {keys.map((key) => {
            const sample = data.samples[key];
            const group = data.copy[key]?.record;
            if (!sample) return null;
            const copy = prepared(group ? entry[group] : entry, copyFields(key), figures.values);
            return <SamplePage key={key} sample={sample} copy={copy} figures={figures} />;
          })}
        </>
      );
    };
  }
  return templates;
}
