// The editor's configuration and the rule book agree: every collection's fields are the schema's fields, each with
// a widget that writes the schema's type, required where the schema requires it, and lists with the schema's range.
// The comparison reads the zod schemas directly (not the JSON Schema the configuration is made from), and is shown
// to catch each kind of disagreement.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { contentFiles } from '../src/content/content-files';
import * as schema from '../src/content/schema';
import { isDeepStrictEqual } from 'node:util';
import { ALLOWED_TAGS } from '../src/lib/markdown';
import { BODY_TOOLBAR, type EditorCollection, type EditorField, editorConfig } from '../src/steps/editor-config';

const CATEGORIES = ['Home Security', 'Maintenance'];
const SERVICES = [
  { title: 'Lock Repair', slug: 'lock-repair' },
  { title: 'Key Cutting', slug: 'key-cutting' },
];
const config = editorConfig({
  origin: 'https://example.org',
  categories: CATEGORIES,
  services: SERVICES,
  backend: { local: 'http://127.0.0.1:1/api/v1' },
});

/** The widgets that write a string, and what each may stand for. */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown', 'select', 'datetime', 'image', 'relation']);

/** The length range a list schema checks, read from its checks. */
function lengthRange(s: z.ZodArray): { minimum?: number; maximum?: number } {
  const range: { minimum?: number; maximum?: number } = {};
  for (const check of s._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number };
    if (def.check === 'min_length') range.minimum = def.minimum;
    if (def.check === 'max_length') range.maximum = def.maximum;
  }
  return range;
}

/** The schema under optional and transforms, and whether it was optional. */
function unwrap(s: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = s;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
      // Either may be left out of a file.
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else return { inner, optional };
  }
}

/** Every disagreement between form fields and a zod object, by path. */
function disagreements(
  fields: readonly EditorField[],
  object: z.ZodObject,
  path: string,
  omit: string[] = [],
  inOptionalGroup = false,
): string[] {
  const problems: string[] = [];
  const shape = object.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape).filter((k) => !omit.includes(k));
  const names = fields.map((f) => f.name);
  for (const k of keys) if (!names.includes(k)) problems.push(`${path}${k}: in the schema, not in the editor`);
  for (const field of fields) {
    const s = shape[field.name];
    if (!s) {
      problems.push(`${path}${field.name}: in the editor, not in the schema`);
      continue;
    }
    problems.push(...fieldDisagreements(field, s, `${path}${field.name}`, inOptionalGroup));
  }
  return problems;
}

/**
 * `inOptionalGroup`: the field is in an object the file may leave out, which the editor lets the owner leave empty as
 * a whole, so each of its fields is optional there (the build still checks a group that is written).
 */
function fieldDisagreements(field: EditorField, s: z.ZodType, path: string, inOptionalGroup = false): string[] {
  const { inner, optional } = unwrap(s);
  const problems: string[] = [];
  if (inOptionalGroup ? field.required !== false : optional !== (field.required === false))
    problems.push(
      `${path}: required ${inOptionalGroup ? 'false in an optional group' : String(!optional)} in the schema`,
    );
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) {
    if (!TEXT_WIDGETS.has(field.widget)) problems.push(`${path}: a string in the schema, widget ${field.widget}`);
  } else if (inner instanceof z.ZodEnum) {
    if (field.widget !== 'select') problems.push(`${path}: a choice in the schema, widget ${field.widget}`);
    else if (JSON.stringify(field.options) !== JSON.stringify(inner.options))
      problems.push(`${path}: options ${String(field.options)}, the schema's ${inner.options.join(',')}`);
  } else if (inner instanceof z.ZodNumber) {
    if (field.widget !== 'number') problems.push(`${path}: a number in the schema, widget ${field.widget}`);
  } else if (inner instanceof z.ZodBoolean) {
    if (field.widget !== 'boolean') problems.push(`${path}: a boolean in the schema, widget ${field.widget}`);
  } else if (inner instanceof z.ZodArray && (field.widget === 'relation' || field.widget === 'select')) {
    // A list of records or pages, chosen from their names: one choice that takes several.
    if (!field.multiple) problems.push(`${path}: a list in the schema, a ${field.widget} that takes one`);
    const bag = lengthRange(inner);
    if (field.min !== bag.minimum || field.max !== bag.maximum)
      problems.push(
        `${path}: ${String(field.min)} to ${String(field.max)}, the schema ${String(bag.minimum)} to ${String(bag.maximum)}`,
      );
  } else if (inner instanceof z.ZodArray) {
    if (field.widget !== 'list') problems.push(`${path}: a list in the schema, widget ${field.widget}`);
    const bag = lengthRange(inner);
    if (field.min !== bag.minimum)
      problems.push(`${path}: at least ${String(field.min)}, the schema ${String(bag.minimum)}`);
    if (field.max !== bag.maximum)
      problems.push(`${path}: at most ${String(field.max)}, the schema ${String(bag.maximum)}`);
    const element = unwrap(inner.element as z.ZodType).inner;
    if (element instanceof z.ZodObject) problems.push(...disagreements(field.fields ?? [], element, `${path}[].`));
    else if (field.field) problems.push(...fieldDisagreements(field.field, inner.element as z.ZodType, `${path}[]`));
    else problems.push(`${path}: a list of values without a field for one`);
  } else if (inner instanceof z.ZodObject) {
    if (field.widget !== 'object') problems.push(`${path}: an object in the schema, widget ${field.widget}`);
    problems.push(...disagreements(field.fields ?? [], inner, `${path}.`, [], optional || inOptionalGroup));
  } else problems.push(`${path}: a schema of a kind the editor does not write (${inner.constructor.name})`);
  return problems;
}

/** Every disagreement between a configuration and the schemas of src/content/content-files.ts. */
function check(collections: readonly EditorCollection[]): string[] {
  const by = (name: string) => collections.find((c) => c.name === name);
  const problems: string[] = [];
  const articles = by('articles');
  const front = schema.articleFrontMatter;
  problems.push(
    ...disagreements(
      (articles?.fields ?? []).filter((f) => f.name !== 'body'),
      front,
      'articles.',
    ),
  );
  const body = articles?.fields?.find((f) => f.name === 'body' && f.widget === 'markdown');
  if (!body) problems.push('articles.body: no Markdown body');
  // The toolbar offers what the build keeps, and nothing it drops (code, the first and the smallest headings).
  else if (
    !isDeepStrictEqual([body.buttons, body.editor_components], [BODY_TOOLBAR.buttons, BODY_TOOLBAR.editor_components])
  )
    problems.push(`articles.body: toolbar ${JSON.stringify([body.buttons, body.editor_components])}`);
  for (const key of ['services', 'productCategories', 'areas'] as const) {
    const c = by(key);
    if (c?.folder !== contentFiles[key].dir) problems.push(`${key}: folder ${String(c?.folder)}`);
    problems.push(...disagreements(c?.fields ?? [], contentFiles[key].rows, `${key}.`, ['slug']));
  }
  const files = [...(by('site')?.files ?? []), ...(by('pages')?.files ?? [])];
  for (const record of [
    contentFiles.site,
    contentFiles.navigation,
    contentFiles.social,
    ...Object.values(contentFiles.pages),
  ]) {
    const file = files.find((f) => f.file === record.file);
    if (!file) {
      problems.push(`${record.file}: no form`);
      continue;
    }
    const fields = record.record ? (file.fields.find((f) => f.name === record.record)?.fields ?? []) : file.fields;
    problems.push(
      ...disagreements(
        fields,
        // The site's schema is its file's fields, through the transform that lays the technical group beside them.
        unwrap(record.schema).inner as z.ZodObject,
        `${record.file} › ${record.record ? `${record.record}.` : ''}`,
      ),
    );
  }
  return problems;
}

const copyOf = (): EditorCollection[] => structuredClone(config.collections);
const fieldAt = (collections: EditorCollection[], name: string, field: string): EditorField => {
  const found = collections.find((c) => c.name === name)?.fields?.find((f) => f.name === field);
  assert.ok(found, `${name}.${field}`);
  return found;
};

describe('the editor configuration', () => {
  it('agrees with the schemas on every field of every collection', () => {
    assert.deepEqual(check(config.collections), []);
  });

  it('offers the categories of the articles as the article category', () => {
    assert.deepEqual(fieldAt(copyOf(), 'articles', 'category').options, CATEGORIES);
  });

  it("offers an article's related services and areas by name, saved as the addresses its page links", () => {
    const services = fieldAt(copyOf(), 'articles', 'relatedServices');
    assert.deepEqual(services.options, [
      { label: 'All services', value: '/services/' },
      ...SERVICES.map((s) => ({ label: s.title, value: `/services/${s.slug}/` })),
    ]);
    const areas = fieldAt(copyOf(), 'articles', 'relatedAreas');
    assert.deepEqual(
      [areas.widget, areas.collection, areas.value_field, areas.display_fields, areas.multiple],
      ['relation', 'areas', '/areas/{{slug}}/', ['name'], true],
    );
  });

  it('saves each record where the loader reads it, a folder table by file name', () => {
    const services = config.collections.find((c) => c.name === 'services');
    assert.equal(services?.slug, '{{slug}}');
    assert.equal(services?.extension, 'yaml');
    assert.equal(config.collections.find((c) => c.name === 'articles')?.folder, 'content/blog');
  });

  describe('would show a disagreement', () => {
    it('a field on one side only', () => {
      const c = copyOf();
      const services = c.find((x) => x.name === 'services');
      assert.ok(services?.fields);
      services.fields = services.fields.filter((f) => f.name !== 'faqs');
      services.fields.push({ name: 'price', label: 'Price', widget: 'string' });
      assert.deepEqual(check(c), [
        'services.faqs: in the schema, not in the editor',
        'services.price: in the editor, not in the schema',
      ]);
    });

    it('a different type', () => {
      const c = copyOf();
      fieldAt(c, 'services', 'features').widget = 'text';
      fieldAt(c, 'areas', 'name').widget = 'number';
      assert.deepEqual(check(c), [
        'services.features: a list in the schema, widget text',
        'areas.name: a string in the schema, widget number',
      ]);
    });

    it('a different range, or a required field left optional', () => {
      const c = copyOf();
      fieldAt(c, 'services', 'faqs').max = 13;
      fieldAt(c, 'productCategories', 'products').min = 0;
      fieldAt(c, 'articles', 'title').required = false;
      assert.deepEqual(check(c), [
        'articles.title: required true in the schema',
        'services.faqs: at most 13, the schema 12',
        'productCategories.products: at least 0, the schema 1',
      ]);
    });
  });

  it('saves to GitHub through pull requests, signed in by the host the site names', () => {
    for (const signIn of ['netlify', 'cloudflare'] as const) {
      const github = editorConfig({
        origin: 'https://example.org',
        categories: CATEGORIES,
        services: SERVICES,
        backend: { repo: 'owner/site', branch: 'main', signIn },
      });
      assert.equal(github.publish_mode, 'editorial_workflow', 'each save is a pull request that CI checks');
      assert.equal(github.backend.name, 'github');
      assert.equal(github.backend.repo, 'owner/site');
      assert.equal(github.backend.branch, 'main');
      // Netlify's sign-in is Decap's default; the site's own is the Pages Function at /oauth/auth.
      assert.equal(github.backend.auth_endpoint, signIn === 'cloudflare' ? 'oauth/auth' : undefined);
      assert.deepEqual(github.collections, config.collections, 'the same forms, whichever backend');
    }
    assert.equal(config.publish_mode, undefined, 'on this machine a save writes the file at once');
  });
  it("offers in the article body's toolbar what the build keeps, and none of what it drops", () => {
    const tools = [...BODY_TOOLBAR.buttons, ...BODY_TOOLBAR.editor_components];
    for (const dropped of ['code', 'code-block', 'heading-one', 'heading-five', 'heading-six'])
      assert.ok(!tools.includes(dropped), dropped);
    for (const kept of ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'heading-four', 'quote', 'image'])
      assert.ok(tools.includes(kept), kept);
    assert.ok(
      ['h1', 'h5', 'h6', 'code', 'pre'].every((tag) => !ALLOWED_TAGS.includes(tag)),
      'as the sanitizer has it',
    );
  });
});
