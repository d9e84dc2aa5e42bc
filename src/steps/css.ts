// CSS step: compiles src/styles.css with Tailwind's Node API in-process (no CLI start-up), minified for inlining,
// and cuts it per page with PostCSS, which keeps every rule byte for byte as Tailwind wrote it.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { BuildCache } from '../lib/cache';

export interface Stylesheet {
  /** The whole stylesheet, minified. */
  css: string;
  /**
   * The classes Tailwind found in each source file (relative to the root) when it made the stylesheet, those with
   * rules only: a page whose islands come from a file may gain its classes once they run.
   */
  classesByFile: Record<string, string[]>;
}

export async function buildCss(root: string): Promise<Stylesheet> {
  // Loaded here, not at the top: a build with the stylesheet in its cache never needs Tailwind (0.3 s to load).
  const [{ compile, optimize }, { Scanner }] = await Promise.all([
    import('@tailwindcss/node'),
    import('@tailwindcss/oxide'),
  ]);
  const entry = join(root, 'src/styles.css');
  const compiler = await compile(await readFile(entry, 'utf8'), { base: dirname(entry), onDependency: () => {} });
  const scanner = new Scanner({ sources: compiler.sources });
  const css = optimize(compiler.build(scanner.scan()), { minify: true }).code;
  // Of each file's candidates (every word that could be a class), only those the stylesheet has rules for.
  const { known } = createCssPicker(css);
  const classesByFile: Record<string, string[]> = {};
  for (const file of scanner.files.sort()) {
    const found = scanner.getCandidatesWithPositions({ file, extension: extname(file).slice(1) });
    const classes = [...new Set(found.map((c) => c.candidate))].filter((c) => known.has(c));
    if (classes.length) classesByFile[relative(root, file).split('\\').join('/')] = classes;
  }
  return { css, classesByFile };
}

/**
 * The stylesheet, from the cache when nothing it is made from changed: Tailwind reads src/styles.css and scans
 * only src/ for class names (`source(none)` and `@source '.'`), and its version is in the lock file.
 */
export async function cachedCss(root: string, cache: BuildCache): Promise<Stylesheet> {
  const key = cache.key(['src', 'package-lock.json']);
  const hit = await cache.find('css', key);
  if (hit) return JSON.parse(await readFile(join(hit, 'stylesheet.json'), 'utf8')) as Stylesheet;
  const stylesheet = await buildCss(root);
  await cache.save('css', key, (dir) => writeFile(join(dir, 'stylesheet.json'), JSON.stringify(stylesheet)));
  return stylesheet;
}

/**
 * The first class of each selector of a rule (`.ring,.ring-1` → ring, ring-1), or undefined when one of them has
 * none (an element or :root rule, for every page).
 */
function firstClasses(rule: Rule): string[] | undefined {
  const classes: string[] = [];
  for (const selector of rule.selectors) {
    let first: string | undefined;
    selectorParser((s) => s.walkClasses((c) => ((first = c.value), false))).processSync(selector);
    if (first === undefined) return undefined;
    classes.push(first);
  }
  return classes;
}

/**
 * The style rules of a stylesheet in document order, with those inside grouping at-rules (@layer, @media,
 * @supports, @keyframes), but not rules nested in rules: a nested rule goes or stays with its parent.
 */
function styleRules(container: Container, out: Rule[] = []): Rule[] {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') out.push(node);
    else if (node.type === 'atrule' && node.nodes) styleRules(node, out);
  }
  return out;
}

/** Removes at-rules left without children, innermost first. */
function removeEmpty(container: Container): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type !== 'atrule' && node.type !== 'rule') continue;
    if (node.nodes) removeEmpty(node);
    if (node.nodes?.length === 0) node.remove();
  }
}

/**
 * Each page inlines only the rules whose classes it uses (in its HTML or in the islands it hydrates), which keeps
 * the HTML with its CSS inside the first round trip. Pages of one kind use the same classes, so results are cached.
 */
export function createCssPicker(css: string) {
  const root = postcss.parse(css);
  // Legal comments are not inlined into pages, as esbuild leaves them out of the scripts; the whole stylesheet
  // (the editor's preview) keeps Tailwind's.
  root.walkComments((comment) => void comment.remove());
  // Pages are styled for the browsers Tailwind v4 supports (Safari 16.4, Chrome 111, Firefox 128 and later), which all
  // register custom properties with @property. Tailwind's `@layer properties` repeats their initial values for older
  // ones; inlined, it cost every page about 250 bytes of gzip and put /areas/ a round trip behind its copy without
  // scripts in Lighthouse's model (docs/performance.md#what-a-visitor-downloads).
  root.walkAtRules(
    'layer',
    (layer) => void (layer.params === 'properties' && layer.nodes ? layer.remove() : undefined),
  );
  const classesOfRule = styleRules(root).map(firstClasses);
  const known = new Set(classesOfRule.flatMap((classes) => classes ?? []));
  const cache = new Map<string, string>();
  // Numbered classes make a page's key a short list of numbers; class attributes repeat across pages, so each
  // distinct attribute is split and looked up once.
  const index = new Map([...known].map((cls, i) => [cls, i]));
  const attributes = new Map<string, number[]>();
  const numbersOf = (attribute: string) => {
    let numbers = attributes.get(attribute);
    if (!numbers) {
      // React escapes the attribute: `[&_p]:mt-5` arrives as `[&amp;_p]:mt-5`.
      const classes = decodeAttribute(attribute).split(/\s+/);
      attributes.set(attribute, (numbers = classes.flatMap((c) => index.get(c) ?? [])));
    }
    return numbers;
  };
  /** The CSS for a page: the classes of its HTML's class attributes plus `extra` (classes its islands may add). */
  const pick = (html: string, extra: readonly string[] = []): string => {
    const flags = new Uint8Array(known.size);
    for (const m of html.matchAll(/ class="([^"]*)"/g)) for (const n of numbersOf(m[1] ?? '')) flags[n] = 1;
    for (const cls of extra) {
      const n = index.get(cls);
      if (n !== undefined) flags[n] = 1;
    }
    const key = flags.join('');
    let picked = cache.get(key);
    if (picked === undefined) {
      const copy = root.clone();
      // The copy has the same rules in the same order, so the classes found once apply to it.
      styleRules(copy).forEach((rule, i) => {
        const classes = classesOfRule[i];
        if (classes && !classes.some((c) => flags[index.get(c) ?? -1])) rule.remove();
      });
      dropUnusedProperties(copy);
      removeEmpty(copy);
      cache.set(key, (picked = copy.toString()));
    }
    return picked;
  };
  /** Every class the stylesheet has rules for. */
  return Object.assign(pick, { known: known as ReadonlySet<string> });
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decodeAttribute = (value: string) =>
  value.includes('&') ? value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e) : value;

/**
 * Removes custom properties nothing reads: theme variables (`--color-amber-500:…`), Tailwind's `--tw-*` defaults and
 * their `@property` registrations. A custom property only has an effect through var(), so this cannot change a page.
 */
function dropUnusedProperties(root: Root): void {
  const read = new Set<string>();
  root.walkDecls((decl) => {
    for (const m of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(m[1] ?? '');
  });
  root.walkDecls(/^--/, (decl) => void (read.has(decl.prop) ? undefined : decl.remove()));
  root.walkAtRules('property', (rule: AtRule) => void (read.has(rule.params) ? undefined : rule.remove()));
}
