// A worker of the parse pool (src/steps/parse-pool.ts): parses the article texts it is handed, as the content loader
// would, for the loader's memo of parsed texts.
import { type ParsedText, parseArticleText } from '../content/articles';

export default function parseChunk(texts: string[]): (ParsedText | undefined)[] {
  return texts.map(parseArticleText);
}
