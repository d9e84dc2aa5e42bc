// docs/architecture.md#targets: the JSON-LD of every built page parses and carries what Google requires for each type
// (read from the files; no browser needed).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { PageKind, Route } from '../../routes';
import { outputFile } from '../../src/lib/paths';
import { content, distDir, requireDist, routes } from './support/urls';
import {
  checks,
  jsonLdBlocks,
  references,
  typedNodes,
  type Json,
  type JsonObject,
  type Page,
} from './support/structured-data';

/** The top-level nodes each kind of page describes itself with (docs/site.md#what-the-site-is). */
const site = ['Locksmith', 'WebSite'];
const expectedTypes: Record<PageKind, string[]> = {
  home: [...site, 'WebPage'],
  about: [...site, 'AboutPage', 'BreadcrumbList'],
  contact: [...site, 'ContactPage', 'BreadcrumbList'],
  privacy: [...site, 'WebPage', 'BreadcrumbList'],
  terms: [...site, 'WebPage', 'BreadcrumbList'],
  requestAnswer: [...site, 'WebPage', 'BreadcrumbList'],
  services: [...site, 'CollectionPage', 'BreadcrumbList'],
  service: [...site, 'WebPage', 'BreadcrumbList', 'Service', 'FAQPage'],
  products: [...site, 'CollectionPage', 'BreadcrumbList'],
  product: [...site, 'WebPage', 'BreadcrumbList', 'Service', 'FAQPage'],
  areas: [...site, 'CollectionPage', 'BreadcrumbList'],
  area: [...site, 'WebPage', 'BreadcrumbList'],
  blog: [...site, 'CollectionPage', 'BreadcrumbList', 'Blog'],
  blogCategory: [...site, 'CollectionPage', 'BreadcrumbList', 'ItemList'],
  article: [...site, 'WebPage', 'BreadcrumbList', 'BlogPosting'],
  notFound: ['Locksmith', 'BreadcrumbList'],
};

const typesOf = (node: JsonObject) => [node['@type']].flat().map(String);

/** /blog/ describes the blog by its first five articles (docs/site.md#display-limits); its later pages list their own, as categories do. */
const expectedFor = (route: Route) =>
  route.page === 'blog' && route.path !== '/blog/' ? expectedTypes.blogCategory : expectedTypes[route.page];

describe('structured data (JSON-LD)', () => {
  before(requireDist);

  for (const route of routes) {
    it(`${route.path} has valid JSON-LD with what Google requires`, () => {
      const html = readFileSync(join(distDir, outputFile(route.path)), 'utf8');
      const blocks = jsonLdBlocks(html);
      assert.ok(blocks.length > 0, 'no application/ld+json script');
      const page: Page = {
        origin: content.site.origin,
        crumbs: route.breadcrumbs.map((c) => c.label),
        exists: (path) => existsSync(join(distDir, decodeURI(path))),
      };
      const problems: string[] = [];
      const topTypes: string[] = [];
      const ids = new Set<string>();
      const docs = blocks.map((block, i) => {
        try {
          return JSON.parse(block) as Json;
        } catch (error) {
          problems.push(`block ${i + 1} is not JSON: ${error instanceof Error ? error.message : error}`);
          return null;
        }
      });
      for (const doc of docs) {
        if (doc === null) continue;
        const root = doc as JsonObject;
        if (root['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(root['@context'])}`);
        for (const { at, node, topLevel } of typedNodes(root)) {
          const id = node['@id'];
          if (typeof id === 'string' && topLevel) {
            if (ids.has(id)) problems.push(`${at}: @id ${id} is used twice`);
            ids.add(id);
          }
          if (topLevel) topTypes.push(...typesOf(node));
          for (const type of typesOf(node)) {
            const check = checks[type];
            if (!check) problems.push(`${at}: no check for @type ${type}`);
            else problems.push(...check(node, page, topLevel).map((p) => `${at} (${type}): ${p}`));
          }
        }
      }
      for (const ref of docs.flatMap((d) => (d === null ? [] : references(d)))) {
        if (!ids.has(ref)) problems.push(`reference to ${ref}, which no node on the page defines`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(topTypes.toSorted(), expectedFor(route).toSorted(), 'the types of the top-level nodes');
    });
  }

  it('lists the first five articles, newest first, in the Blog node of /blog/ (docs/site.md#display-limits)', () => {
    const html = readFileSync(join(distDir, 'blog/index.html'), 'utf8');
    const blog = jsonLdBlocks(html)
      .flatMap((b) => typedNodes(JSON.parse(b) as Json))
      .find(({ node }) => node['@type'] === 'Blog')?.node;
    assert.ok(blog, 'no Blog node');
    const posts = [blog.blogPost]
      .flat()
      .map((p) => (p !== null && typeof p === 'object' && !Array.isArray(p) ? p.url : null));
    const newest = content.articles.slice(0, 5).map((a) => `${content.site.origin}/blog/${a.slug}/`);
    assert.deepEqual(posts, newest);
  });

  it('gives every ImageObject the size of the file it names, at least 112 px square (Google’s logo minimum)', async () => {
    const images = new Map<string, JsonObject>();
    for (const route of routes) {
      const html = readFileSync(join(distDir, outputFile(route.path)), 'utf8');
      for (const block of jsonLdBlocks(html)) {
        for (const { node } of typedNodes(JSON.parse(block) as Json)) {
          if (node['@type'] === 'ImageObject') images.set(JSON.stringify(node), node);
        }
      }
    }
    assert.ok(images.size > 0, 'no ImageObject on any page');
    for (const image of images.values()) {
      const file = join(distDir, String(image.url).slice(content.site.origin.length));
      const { width, height } = await sharp(file).metadata();
      assert.deepEqual([Number(image.width), Number(image.height)], [width, height], String(image.url));
      assert.ok(Math.min(width, height) >= 112, `${image.url} is ${width}×${height}`);
    }
  });

  it("lists each later page of the blog's articles, and each category page's, in its ItemList, as the page shows them", () => {
    const lists = routes.filter((r) => r.page === 'blogCategory' || (r.page === 'blog' && r.path !== '/blog/'));
    assert.ok(lists.length > content.articles.length / 12);
    for (const route of lists) {
      const html = readFileSync(join(distDir, outputFile(route.path)), 'utf8');
      const node = jsonLdBlocks(html)
        .flatMap((b) => typedNodes(JSON.parse(b) as Json))
        .find(({ node }) => node['@type'] === 'ItemList')?.node;
      const urls = [node?.itemListElement]
        .flat()
        .map((i) => (i !== null && typeof i === 'object' && !Array.isArray(i) ? i.url : null));
      const shown = route.page === 'blog' || route.page === 'blogCategory' ? route.props.articles : [];
      assert.deepEqual(
        urls,
        shown.map((a) => `${content.site.origin}/blog/${a.slug}/`),
        route.path,
      );
    }
  });
});
