// The articles' texts parsed on every core before the content is validated (src/steps/content.ts): at thousands of
// articles, YAML, Markdown and the sanitizer are most of the content step, which otherwise runs on this thread alone
// while the other cores wait. This thread parses texts from the start of the list while worker threads
// (src/steps/parse-worker.ts) take chunks from its end, so all finish close together; each text parsed goes into the
// loader's memo, where validateContent finds it. The content is the same either way (test/builds/build-cache.test.ts).
import { availableParallelism } from 'node:os';
import type { ParsedText, TextMemo } from '../content/load';
import { whileInSlices } from './slices';
import { startPool, stopPool, workerModule } from './pool';

/**
 * The number of texts no earlier build parsed from which workers share the parsing: below it, on two cores, a
 * worker's start and its first, still unoptimised texts cost about what it takes off this thread.
 */
export const PARSE_WORKERS_FROM = 3000;
/**
 * Most texts a worker is handed at once, two at a time (one queued): few enough that the threads finish together
 * (fewer when there are few texts, so that every worker has some).
 */
const PARSE_CHUNK = 100;

/** How many texts were parsed, on how many threads, and how many of them by the workers. */
export interface ParsedOn {
  parsed: number;
  threads: number;
  byWorkers: number;
}

/**
 * Parses into `memo` the texts it does not hold, on `threads` threads (by default one per core from
 * PARSE_WORKERS_FROM texts, this one alone below); returns how many texts were parsed on how many threads. Texts that
 * do not parse are left to validateContent, which says why.
 */
export async function parseTexts(texts: readonly string[], memo: TextMemo, threads?: number): Promise<ParsedOn> {
  const missing = [...new Set(texts)].filter((text) => memo.get(text) === undefined);
  const chosen = threads ?? (missing.length < PARSE_WORKERS_FROM ? 1 : availableParallelism());
  if (chosen <= 1 || missing.length === 0) return { parsed: 0, threads: 1, byWorkers: 0 };
  const [{ parseArticleText }, pool] = await Promise.all([
    import('../content/articles'),
    startPool(workerModule('parse-worker'), undefined, chosen - 1),
  ]);
  const keep = (text: string, parsed: ParsedText | undefined) => parsed && memo.set(text, parsed);
  const size = Math.min(PARSE_CHUNK, Math.ceil(missing.length / (2 * chosen)));
  let next = 0;
  let end = missing.length;
  let byWorkers = 0;
  const lane = async () => {
    while (end - next >= size) {
      const chunk = missing.slice(end - size, end);
      end -= size;
      const parsed = (await pool.run(chunk)) as (ParsedText | undefined)[];
      chunk.forEach((text, i) => keep(text, parsed[i]));
      byWorkers += chunk.length;
    }
  };
  // A text whose worker failed is parsed again by validateContent, which says what went wrong.
  const lanes = Array.from({ length: 2 * (chosen - 1) }, () => lane().catch(() => {}));
  try {
    await whileInSlices(
      () => next < end,
      () => {
        const text = missing[next++]!;
        keep(text, parseArticleText(text));
      },
    );
    await Promise.all(lanes);
  } finally {
    await stopPool(pool);
  }
  return { parsed: missing.length, threads: chosen, byWorkers };
}
