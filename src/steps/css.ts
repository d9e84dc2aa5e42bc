// CSS step: compiles src/styles.css with Tailwind's Node API in-process (no CLI start-up), minified for inlining.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildCache } from '../lib/cache';

export async function buildCss(root: string): Promise<string> {
  // Loaded here, not at the top: a build with the stylesheet in its cache never needs Tailwind (0.3 s to load).
  const [{ compile, optimize }, { Scanner }] = await Promise.all([
    import('@tailwindcss/node'),
    import('@tailwindcss/oxide'),
  ]);
  const entry = join(root, 'src/styles.css');
  const compiler = await compile(await readFile(entry, 'utf8'), { base: dirname(entry), onDependency: () => {} });
  const scanner = new Scanner({ sources: compiler.sources });
  const css = compiler.build(scanner.scan());
  return optimize(css, { minify: true }).code;
}

/**
 * The stylesheet, from the cache when nothing it is made from changed: Tailwind reads src/styles.css and scans
 * only src/ for class names (`source(none)` and `@source '.'`), and its version is in the lock file.
 */
export async function cachedCss(root: string, cache: BuildCache): Promise<string> {
  const key = cache.key(['src', 'package-lock.json']);
  const hit = await cache.find('css', key);
  if (hit) return readFile(join(hit, 'styles.css'), 'utf8');
  const css = await buildCss(root);
  await cache.save('css', key, (dir) => writeFile(join(dir, 'styles.css'), css));
  return css;
}

/**
 * A rule of the stylesheet, with the classes its selectors start from: a page that uses any of them needs it
 * (undefined: a selector without a class, which applies to every page).
 */
interface CssNode {
  /** The rule as written, or the at-rule's prelude when it has children. */
  text: string;
  classes?: string[];
  children?: CssNode[];
}

/** Splits minified CSS into rules, descending into @layer, @media and @supports blocks that hold rules. */
function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open < 0 || (semi >= 0 && semi < open)) {
      // A statement without a body (`@layer theme,base;`, `@import`): always kept.
      const end = semi < 0 ? css.length : semi + 1;
      if (css.slice(i, end).trim()) nodes.push({ text: css.slice(i, end) });
      i = end;
      continue;
    }
    const close = matchingBrace(css, open);
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, close);
    i = close + 1;
    if (/^@(layer|media|supports)\b/.test(prelude) && body.includes('{')) {
      nodes.push({ text: prelude, children: parseCss(body) });
    } else {
      nodes.push({ text: `${prelude}{${body}}`, classes: prelude.startsWith('@') ? undefined : firstClasses(prelude) });
    }
  }
  return nodes;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let j = open; j < css.length; j++) {
    const c = css[j];
    if (c === '\\') j++;
    else if (c === '"' || c === "'") j = css.indexOf(c, j + 1);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return j;
  }
  throw new Error(`CSS: unbalanced braces after offset ${open}`);
}

/**
 * The first class of each selector of a list (`.ring,.ring-1` → ring, ring-1), unescaped (`.md\:flex` → `md:flex`);
 * undefined when one of them has none (an element or :root rule, for every page).
 */
function firstClasses(selectorList: string): string[] | undefined {
  const classes: string[] = [];
  for (const selector of topLevelParts(selectorList)) {
    const match = /\.((?:\\.|[\w-])+)/.exec(selector);
    if (!match?.[1]) return undefined;
    classes.push(match[1].replace(/\\(.)/g, '$1'));
  }
  return classes;
}

/** A selector list split at its commas, leaving those inside brackets, parentheses and escapes. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let j = 0; j < list.length; j++) {
    const c = list[j];
    if (c === '\\') j++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(from, j));
      from = j + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

function pickRules(nodes: readonly CssNode[], used: ReadonlySet<string>, out: string[]): boolean {
  let any = false;
  for (const node of nodes) {
    if (node.children) {
      const inner: string[] = [];
      if (pickRules(node.children, used, inner)) {
        out.push(`${node.text}{${inner.join('')}}`);
        any = true;
      }
    } else if (node.classes === undefined || node.classes.some((c) => used.has(c))) {
      out.push(node.text);
      any = true;
    }
  }
  return any;
}

/**
 * Each page inlines only the rules whose classes it uses (in its HTML or in the islands it hydrates), which keeps
 * the HTML with its CSS inside the first round trip. Pages of one kind use the same classes, so results are cached.
 */
export function createCssPicker(css: string) {
  const nodes = parseCss(css);
  const known = new Set<string>();
  const collect = (list: readonly CssNode[]) =>
    list.forEach((n) => (n.children ? collect(n.children) : n.classes?.forEach((c) => known.add(c))));
  collect(nodes);
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
      const used = new Set([...known].filter((_, i) => flags[i]));
      const out: string[] = [];
      pickRules(nodes, used, out);
      picked = dropUnusedProperties(out.join(''));
      cache.set(key, picked);
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
function dropUnusedProperties(css: string): string {
  const read = new Set<string>();
  for (const m of css.matchAll(/var\((--[\w-]+)/g)) read.add(m[1] ?? '');
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
    .replace(/([{;])(--[\w-]+):[^;{}]*(;|(?=\}))/g, (decl, before: string, name: string) =>
      read.has(name) ? decl : before,
    )
    .replace(/;\}/g, '}')
    .replace(/[^{};]+\{\}/g, '');
}
