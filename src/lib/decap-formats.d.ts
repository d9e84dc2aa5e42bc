// Decap CMS's own formatters (decap-cms-core's formats/), which src/lib/editor-text.ts runs to write a content file
// as the editor does; the package ships them without types.
declare module 'decap-cms-core/dist/esm/formats/frontmatter.js' {
  export const FrontmatterInfer: unknown;
}
declare module 'decap-cms-core/dist/esm/formats/yaml.js' {
  const yamlFormatter: unknown;
  export default yamlFormatter;
}
// Decap CMS's own file names for new entries (decap-cms-core's lib/urlHelper), which the editor's save check uses to
// name the file an entry will be written to (src/client/editor/rule-book.ts).
declare module 'decap-cms-core/dist/esm/lib/urlHelper.js' {
  export function sanitizeSlug(
    text: string,
    options: { encoding?: string; clean_accents?: boolean; sanitize_replacement?: string },
  ): string;
}
// Decap CMS's phrases in English, which the editor changes in a few places (src/client/editor/phrases.ts).
declare module 'decap-cms-locales/dist/esm/index.js' {
  export const en: unknown;
}
// Decap CMS's class for a failed request to its backend, which the editor prints by its message alone
// (src/client/editor/plain-errors.ts).
declare module 'decap-cms-lib-util' {
  export class APIError extends Error {
    status: number;
  }
}
