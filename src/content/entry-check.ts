// One entry's own checks, as the build makes them, for the editor to run before it saves (src/client/editor/main.ts),
// wherever it saves to: the entry's {figures} filled in from the site's facts (fill.ts), then its schema (tables.ts),
// and for an article its body's tags and links (article-body.ts). The checks across records (a link to a service that is not
// there, the claims rules, a picture's file) need the whole content and its files: the build makes them, and so
// does `npm run admin`'s save check (src/server/editor-save-check.ts). Nothing here reads a file.
import { isRecord } from '../lib/is-record';
import { markdownToHtml, disallowedTags, unsafeLinks } from '../lib/markdown';
import { type ContentError, Problems } from './errors';
import { FRONT_MATTER, noteLostTags, noteUnsafeLinks } from './article-body';
import { fillArticle, fillRecord, siteValues } from './fill';
import { parseYamlText } from './yaml';
import { articleFrontMatter } from './schema';
import { contentFiles, fileNameProblem } from './tables';
import type { z } from 'zod';

/** What the editor says before the build's words when a save is refused, here or by the local backend. */
export const REFUSED = 'The site would not build with this entry:';

/**
 * What the owner is told when a deletion is refused, by the local backend or by the editor itself: the lines that
 * follow name each place that links to the entry or names it.
 */
export const NOT_DELETED =
  'Not deleted: other content links to it. Change or remove each link named here, then delete it again:';

export interface Entry {
  /** The file it is saved in (content/services/lock-repair.yaml), or will be: its folder and a new entry's name. */
  file: string;
  /** The file's text as the editor will write it (src/lib/editor-text.ts). */
  text: string;
}

/** Longest name a file system, or GitHub, takes for one file (bytes), which a long title would exceed as a name. */
const MAX_NAME_BYTES = 255;

/** Why a file name cannot be written, in words an owner can act on; undefined when it can. */
export function nameProblem(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const bytes = new TextEncoder().encode(name).length;
  if (bytes <= MAX_NAME_BYTES) return undefined;
  return `${path}: the file name made from the title is ${bytes} bytes long, and a file name can be at most ${MAX_NAME_BYTES}: shorten the title`;
}

/** A record of a file: its group in the file if it shares it, and its schema. */
interface Check {
  record?: string;
  schema: z.ZodType;
  /** The pages fill names of their own into this copy (fill.ts). */
  pageCopy: boolean;
  /** A record of a folder, named by its file (the loader gives it its slug from the file name). */
  named?: boolean;
}

/** The records a file holds and their schemas, from the one table of content files. */
function checksOf(file: string): Check[] {
  const { site, navigation, social, pages, services, productCategories, areas, reviews } = contentFiles;
  if (file === site.file) return [{ schema: site.schema, pageCopy: false }];
  if (file === navigation.file || file === social.file)
    return [{ schema: (file === social.file ? social : navigation).schema, pageCopy: true }];
  const copy = Object.values(pages).filter((p) => p.file === file);
  if (copy.length) return copy.map(({ record, schema }) => ({ record, schema, pageCopy: true }));
  const table = [services, productCategories, areas, reviews].find(({ dir }) => file.startsWith(`${dir}/`));
  return table ? [{ schema: table.rows, pageCopy: false, named: true }] : [];
}

/** A file name the build would not take (a new entry's name is made from its title). */
function noteFileName(file: string, problems: Problems): void {
  const bad = fileNameProblem(file);
  if (bad) problems.add(file, undefined, '(file name)', bad.expected, bad.found);
}

/** The name a folder's record takes from its file: content/areas/harrow.yaml is harrow. */
const slugOfFile = (file: string) => file.replace(/^.*\/|\.[a-z]+$/g, '');

/**
 * Every problem the build would find in the entry alone, read from its text as the loader reads a file, so each is
 * named by file, line and field as the build names it. `site` is content/site.yaml as saved, whose facts fill the
 * figures of every other file; `year` is the one {yearsInBusiness} counts to.
 */
export function entryProblems({ file, text }: Entry, site: unknown, year: number): ContentError[] {
  if (file.endsWith('.md')) return articleProblems(file, text, site, year);
  const parsed = parseYamlText(text);
  const problems = new Problems('lines' in parsed ? { [file]: parsed.lines } : {});
  if (checksOf(file).some((c) => c.named)) noteFileName(file, problems);
  if ('syntax' in parsed) {
    problems.addFile({ file, ...parsed.syntax, field: '(file)', expected: 'valid YAML', found: parsed.syntax.message });
    return problems.list;
  }
  const fields = isRecord(parsed.value) ? parsed.value : {};
  const values = siteValues(site, year);
  for (const { record, schema, pageCopy, named } of checksOf(file)) {
    const value = record ? fields[record] : fields;
    // The site's own file is not filled: it is where the figures come from.
    const filled =
      file === contentFiles.site.file ? value : fillRecord(value, { file, record, pageCopy }, values, problems);
    problems.parse(file, record, schema, named && isRecord(filled) ? { ...filled, slug: slugOfFile(file) } : filled);
  }
  return problems.list;
}

/** An article as the loader checks it: its lines filled in, its front matter by its schema, its body's tags. */
function articleProblems(file: string, written: string, site: unknown, year: number): ContentError[] {
  const problems = new Problems();
  const values = siteValues(site, year);
  const text = fillArticle(file, written, values, problems);
  noteFileName(file, problems);
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.add(file, undefined, 'front matter', 'YAML between two "---" lines at the top of the file', 'none');
    return problems.list;
  }
  // The front matter starts on line 2, after the first "---".
  const front = parseYamlText(match[1] ?? '', 2);
  if ('syntax' in front) {
    const { line, column, message } = front.syntax;
    problems.addFile({ file, line, column, field: 'front matter', expected: 'valid YAML', found: message });
    return problems.list;
  }
  problems.setLines(file, front.lines);
  problems.parse(file, undefined, articleFrontMatter, front.value);
  const rendered = markdownToHtml(text.slice(match[0].length));
  noteLostTags(file, disallowedTags(rendered), problems);
  noteUnsafeLinks(file, text, unsafeLinks(rendered), problems);
  return problems.list;
}
