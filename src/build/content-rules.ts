// Rules across records that a per-record schema cannot express (SPEC.md §3 and §9).
import type { Content, Problems } from './content';

const SERVICES = 'content/services.ts';
const PRODUCTS = 'content/products.ts';

/** SPEC.md §9 counts of the tables themselves. */
export const expectedCounts = { services: 8, productCategories: 6 } as const;

function checkCount(problems: Problems, file: string, table: string, rows: readonly unknown[], expected: number) {
  if (rows.length !== expected) problems.add(file, undefined, table, `exactly ${expected} records`, `${rows.length}`);
}

function checkUnique(problems: Problems, file: string, rows: readonly { slug: string }[]) {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.slug)) problems.add(file, row.slug, 'slug', 'a slug no other record uses', `"${row.slug}" again`);
    seen.add(row.slug);
  }
}

export function checkReferences(content: Content, problems: Problems): void {
  const { services, productCategories, pages } = content;
  checkCount(problems, SERVICES, 'services', services, expectedCounts.services);
  checkCount(problems, PRODUCTS, 'productCategories', productCategories, expectedCounts.productCategories);
  checkUnique(problems, SERVICES, services);
  checkUnique(problems, PRODUCTS, productCategories);

  const serviceSlugs = new Set(services.map((s) => s.slug));
  for (const s of services) {
    if (s.id !== s.slug) problems.add(SERVICES, s.slug, 'id', `the same value as slug ("${s.slug}")`, `"${s.id}"`);
    s.howItWorks.forEach((step, i) => {
      if (step.step !== i + 1) problems.add(SERVICES, s.slug, `howItWorks[${i}].step`, `${i + 1}`, `${step.step}`);
    });
    s.relatedServices.forEach((related, i) => {
      const field = `relatedServices[${i}]`;
      if (related === s.slug) problems.add(SERVICES, s.slug, field, 'another service', 'the service itself');
      else if (!serviceSlugs.has(related)) problems.add(SERVICES, s.slug, field, 'the slug of a service', `"${related}"`);
    });
  }
  const lists: [string, string | undefined, string, readonly string[]][] = [
    ['content/pages/home.ts', undefined, 'services.slugs', pages.home.services.slugs],
    ['content/pages/services.ts', 'servicesIndex', 'mainSlugs', pages.servicesIndex.mainSlugs],
    ['content/pages/services.ts', 'servicesIndex', 'additionalSlugs', pages.servicesIndex.additionalSlugs],
  ];
  for (const [file, record, field, slugs] of lists) {
    slugs.forEach((slug, i) => {
      if (!serviceSlugs.has(slug)) problems.add(file, record, `${field}[${i}]`, 'the slug of a service', `"${slug}"`);
    });
  }
}
