// The editor's configuration (Decap CMS), made from the rule book: each table of src/content/content-files.ts becomes a
// collection and each field of its schema (src/content/schema/) a form field, with the schema's type, range,
// pattern and description. The editor therefore asks for what the build checks, and a new field in a schema appears
// in the editor without being written twice. The schemas are read through zod's JSON Schema export.
import { z } from 'zod';
import { contentFiles, type TableKey } from '../content/content-files';
import * as schema from '../content/schema';
import { PAGES_COLLECTION, pageBaseName, pageFileName, SITE_COLLECTION, SITE_FILES } from '../lib/editor-preview';
import { ALLOWED_TAGS } from '../lib/markdown';
import { areaPath, sectionPath, servicePath } from '../lib/paths';

/** The part of JSON Schema that zod's export writes for the content schemas. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  description?: string;
  /** Set by the schema's `.meta({ markdown: true })`: a paragraph written in Markdown. */
  markdown?: boolean;
  /** Set by the schema's `.meta({ patternMessage })`: the pattern's rule in words, shown when a value breaks it. */
  patternMessage?: string;
  /** Set by the schema's `.meta({ telephone: true })`: a UK number, saved in international form. */
  telephone?: boolean;
  /** Set by the schema's `.meta({ label })`: the field's label, where its name would not read well as one. */
  label?: string;
  /** Set by the schema's `.meta({ itemLabel })`: what one item of a list is called, where its name's singular is not. */
  itemLabel?: string;
  /** Set by the schema's `.meta({ relation })`: a slug of a record of this folder, chosen from their names. */
  relation?: keyof typeof RELATED_NAMES;
}

/** The collections a field may name a record of, each with the field its records are named by in lists. */
const RELATED_NAMES = { services: 'title', areas: 'name' } as const;

/**
 * A choice of records of `collection` by their names, saved as their slugs (the file names), or as `saved` with the
 * slug put in ("/areas/{{slug}}/"), as Decap's relation widget makes it (https://decapcms.org/docs/widgets/relation/):
 * every record listed, not only the first twenty.
 */
function relationOf(collection: keyof typeof RELATED_NAMES, saved = '{{slug}}'): Partial<EditorField> {
  const name = RELATED_NAMES[collection];
  return {
    widget: 'relation',
    collection,
    value_field: saved,
    search_fields: [name],
    display_fields: [name],
    options_length: 1000,
  };
}

/** A field of an editor form, as Decap CMS reads it (https://decapcms.org/docs/widgets/). */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  /** A list's name for one item: its button reads "Add FAQ". */
  label_singular?: string;
  field?: EditorField;
  fields?: EditorField[];
  collapsed?: boolean;
  summary?: string;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  buttons?: string[];
  editor_components?: string[];
  allow_multiple?: boolean;
  /** A relation's collection, the value it saves, the fields it searches and lists, and whether it takes several. */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  multiple?: boolean;
  /** A telephone number: the editor's save writes it in international form (src/client/editor/telephones.ts). */
  telephone?: true;
}

export interface EditorCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: EditorField[] }[];
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  fields?: EditorField[];
}

export interface EditorConfig {
  load_config_file: false;
  backend: { name: string; proxy_url?: string; repo?: string; branch?: string; auth_endpoint?: string };
  publish_mode?: 'editorial_workflow';
  site_url: string;
  display_url: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: true };
  collections: EditorCollection[];
}

/**
 * Where the editor saves: the local backend on this machine (decap-server), or a GitHub repository, signed in
 * through Netlify or the site's own function (functions/oauth/ on Cloudflare Pages).
 */
export type EditorBackend = { local: string } | { repo: string; branch: string; signIn: 'netlify' | 'cloudflare' };

/**
 * Where the site's own sign-in starts, relative to the address the editor is opened at (src/client/editor/main.ts
 * puts that origin in front), so it works on every address the host serves the site at.
 */
const SIGN_IN_ENDPOINT = 'oauth/auth';

/**
 * The article body's toolbar: each of Decap's buttons and components with the tag it writes, offered only where the
 * build keeps that tag (the sanitizer's allow-list, src/lib/markdown.ts), so nothing the toolbar offers is lost.
 * Tables have no button: they are written in the Markdown view.
 */
const BODY_BUTTONS: Readonly<Record<string, string>> = {
  bold: 'strong',
  italic: 'em',
  code: 'code',
  link: 'a',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'heading-four': 'h4',
  'heading-five': 'h5',
  'heading-six': 'h6',
  quote: 'blockquote',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
};
const BODY_COMPONENTS: Readonly<Record<string, string>> = { image: 'img', 'code-block': 'pre' };
const kept = (tools: Readonly<Record<string, string>>) =>
  Object.keys(tools).filter((tool) => ALLOWED_TAGS.includes(tools[tool] ?? ''));
export const BODY_TOOLBAR = { buttons: kept(BODY_BUTTONS), editor_components: kept(BODY_COMPONENTS) };

/** Where a figure written in braces comes from, said on every collection whose copy may use one. */
const FIGURES =
  'Figures written in braces, such as {arrivalAim}, come from Site and menus › Business and figures, and the build puts them in.';

/** Words of the fields' names (American, or initials) as a British owner reads them in a label. */
const LABEL_WORDS: Readonly<Record<string, string>> = {
  neighborhood: 'neighbourhood',
  neighborhoods: 'neighbourhoods',
  faq: 'FAQ',
  faqs: 'FAQs',
  seo: 'SEO',
  vat: 'VAT',
  whatsapp: 'WhatsApp',
  url: 'web address',
};

/** "metaDescription" → "Meta description"; "faqs" → "FAQs"; "this-week" → "This week". */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => LABEL_WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields whose text is a paragraph, not a line: descriptions, answers, introductions. */
const PARAGRAPH =
  /(?:description|answer|text|intro|subtitle|excerpt|paragraph|emergency|installation|about|overview|detail)s?$/i;

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** One form field from a property of a JSON Schema object. */
function fieldOf(name: string, node: JsonSchema, required: boolean): EditorField {
  const base = {
    name,
    label: node.label ?? labelOf(name),
    ...(required ? {} : { required: false }),
    ...(node.description ? { hint: node.description } : {}),
    ...(node.telephone ? { telephone: true as const } : {}),
  };
  if (node.relation) return { ...base, ...relationOf(node.relation) } as EditorField;
  if (node.enum) return { ...base, widget: 'select', options: node.enum };
  switch (node.type) {
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined && Number.isSafeInteger(node.minimum) && node.minimum > -1e9
          ? { min: node.minimum }
          : {}),
        ...(node.maximum !== undefined && node.maximum < 1e9 ? { max: node.maximum } : {}),
      };
    case 'array': {
      const items = node.items ?? { type: 'string' };
      const range = {
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      };
      if (items.relation) return { ...base, ...relationOf(items.relation), multiple: true, ...range } as EditorField;
      if (items.type !== 'object')
        return {
          ...base,
          widget: 'list',
          label_singular: node.itemLabel ?? labelOf(singular(name)),
          ...range,
          collapsed: false,
          field: fieldOf(singular(name), items, true),
        };
      // Items folded, each named by its first line (a question, a title, a name).
      const fields = fieldsOf(items);
      const first = fields.find((f) => f.widget === 'string');
      return {
        ...base,
        widget: 'list',
        // "Add FAQ", not "Add FAQs": Decap names the button after one item.
        label_singular: node.itemLabel ?? labelOf(singular(name)),
        ...range,
        collapsed: true,
        ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
        fields,
      };
    }
    case 'object': {
      // An optional group (an article's own search title and description) may be left empty as a whole: the editor
      // would otherwise insist on its fields. The build still checks a group that is filled in.
      const fields = fieldsOf(node);
      return {
        ...base,
        widget: 'object',
        fields: required ? fields : fields.map((f) => ({ ...f, required: false })),
      };
    }
    default: {
      if (node.markdown)
        return { ...base, widget: 'markdown', buttons: ['bold', 'italic', 'link'], editor_components: [] };
      if (node.pattern === DATE)
        return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
      return {
        ...base,
        widget: PARAGRAPH.test(name) ? 'text' : 'string',
        ...(node.pattern
          ? { pattern: [node.pattern, `Write ${node.patternMessage ?? 'it in the form the hint gives'}.`] }
          : {}),
      };
    }
  }
}

/** "faqs" → "faq", for the form field of one item of a list. */
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

/** The fields of a JSON Schema object, in the schema's order. */
function fieldsOf(node: JsonSchema, omit: readonly string[] = []): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([name]) => !omit.includes(name))
    .map(([name, property]) => fieldOf(name, property, required.has(name)));
}

/** The schema as JSON Schema, from the input side (what a file holds, before the loader's transforms). */
const json = (s: z.ZodType): JsonSchema => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A folder of records named by slug: the file name is the slug, so the form has no slug field. */
function folderCollection(
  name: TableKey,
  label: string,
  singularLabel: string,
  identifier: string,
  description: string,
  options: { sortable?: string[]; slug?: string } = {},
): EditorCollection {
  const table = contentFiles[name];
  return {
    name,
    label,
    label_singular: singularLabel,
    description,
    folder: table.dir,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    delete: true,
    slug: options.slug ?? '{{slug}}',
    identifier_field: identifier,
    sortable_fields: options.sortable ?? ['order', identifier],
    fields: fieldsOf(json(table.rows), ['slug']),
  };
}

/** A list of single values made a choice of several from a list: its name, label, hint, whether required, and range. */
function choice({
  label_singular: _one,
  collapsed: _folded,
  field: _item,
  widget: _list,
  ...rest
}: EditorField): EditorField {
  return { ...rest, widget: 'select', multiple: true };
}

/** What an article's related services may link: the services' index, by these words, and each service by its title. */
const ALL_SERVICES = 'All services';

/**
 * The editor's configuration for the content as it stands: the article categories come from the articles, and the
 * services an article may link from the services (a service added in the editor is offered once the editor is built
 * again, as a new category is).
 */
export function editorConfig(options: {
  origin: string;
  categories: readonly string[];
  services?: readonly { title: string; slug: string }[];
  backend: EditorBackend;
}): EditorConfig {
  const { origin, categories, services = [], backend } = options;
  const article = json(schema.articleFrontMatter);
  const serviceChoices = [
    { label: ALL_SERVICES, value: sectionPath('services') },
    ...services.map((s) => ({ label: s.title, value: servicePath(s.slug) })),
  ];
  const articleFields = fieldsOf(article).map((field) => {
    if (field.name === 'category') return { ...field, widget: 'select', options: [...categories] };
    // Pages linked at the article's end, chosen by name and saved as their addresses, which the article's page links.
    if (field.name === 'relatedServices') return { ...choice(field), widget: 'select', options: serviceChoices };
    if (field.name === 'relatedAreas') return { ...choice(field), ...relationOf('areas', areaPath('{{slug}}')) };
    // The image widget picks from content/blog/images/; the file's name is checked by the build.
    if (field.name === 'image') return { ...field, pattern: undefined, widget: 'image', allow_multiple: false };
    return field;
  });
  const pages = Object.values(contentFiles.pages);
  const pageFiles = [...new Set(pages.map((p) => p.file))].map((file) => {
    const records = pages.filter((p) => p.file === file);
    const [only] = records;
    const fields =
      records.length === 1 && only && !only.record
        ? fieldsOf(json(only.schema))
        : records.map((r) => {
            const node = json(r.schema);
            return {
              name: r.record ?? '',
              label: labelOf(r.record ?? ''),
              widget: 'object',
              collapsed: true,
              ...(node.description ? { hint: node.description } : {}),
              fields: fieldsOf(node),
            };
          });
    return { name: pageFileName(file), label: labelOf(pageBaseName(file).replace(/-/g, ' ')), file, fields };
  });
  const { site, navigation, social } = contentFiles;
  return {
    load_config_file: false,
    backend:
      'local' in backend
        ? { name: 'proxy', proxy_url: backend.local }
        : {
            name: 'github',
            repo: backend.repo,
            branch: backend.branch,
            // Netlify's own sign-in is Decap's default (https://api.netlify.com).
            ...(backend.signIn === 'cloudflare' ? { auth_endpoint: SIGN_IN_ENDPOINT } : {}),
          },
    ...('local' in backend ? {} : { publish_mode: 'editorial_workflow' as const }),
    site_url: origin,
    display_url: origin,
    // One picture library for every entry, so a new article lists the pictures already there (a library of the entry's
    // own folder is empty until the entry exists); a picture is written as images/name, relative to the article.
    media_folder: 'content/blog/images',
    public_folder: 'images',
    slug: { encoding: 'ascii', clean_accents: true },
    collections: [
      {
        name: 'articles',
        label: 'Articles',
        label_singular: 'Article',
        description: `Each article has its page at /blog/ and its name in the address, made from the title when you add one. Its pictures come from the one picture library, content/blog/images/. ${FIGURES}`,
        folder: 'content/blog',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title', 'category'],
        fields: [...articleFields, { name: 'body', label: 'Body', widget: 'markdown', ...BODY_TOOLBAR }],
      },
      folderCollection(
        'services',
        'Services',
        'Service',
        'title',
        `Each service has its page at /services/ and its name in the address (made from the title when you add one), and is listed in the Services menu and on /services/. ${FIGURES}`,
      ),
      folderCollection(
        'productCategories',
        'Product categories',
        'Product category',
        'title',
        `Each category has its page at /products/ and its name in the address, and is listed on /products/. ${FIGURES}`,
      ),
      folderCollection(
        'areas',
        'Areas',
        'Area',
        'name',
        `Each area, a London borough, has its page at /areas/ and its name in the address; /areas/ lists it under its region. ${FIGURES}`,
      ),
      folderCollection(
        'reviews',
        'Reviews',
        'Review',
        'name',
        "A customer's review, copied from where they first published it (Google, Trustpilot, Checkatrade…) with the link to it: the home page shows the newest, and the page of its service and its area show it too. Add only real reviews, as written.",
        // Named by the day it is added and the customer's name, so two reviews by a Sarah do not clash.
        { sortable: ['date', 'name'], slug: '{{year}}-{{month}}-{{day}}-{{slug}}' },
      ),
      {
        name: SITE_COLLECTION,
        label: 'Site and menus',
        description:
          'The business, its figures and its number (every page reads them), the menus and footer, and the words on the social preview cards.',
        files: [
          {
            name: SITE_FILES.site,
            label: 'Business and figures',
            file: site.file,
            fields: fieldsOf(json(site.schema)),
          },
          {
            name: SITE_FILES.navigation,
            label: 'Menus and footer',
            file: navigation.file,
            fields: fieldsOf(json(navigation.schema)),
          },
          {
            name: SITE_FILES.social,
            label: 'Social preview cards',
            file: social.file,
            fields: fieldsOf(json(social.schema)),
          },
        ],
      },
      {
        name: PAGES_COLLECTION,
        label: 'Pages',
        description: `The copy of the pages that are not records: the home, about and contact pages, the 404 page, and what the pages of each section share. ${FIGURES}`,
        files: pageFiles,
      },
    ],
  };
}
