// Decap CMS's own formatters (decap-cms-core's formats/), which src/lib/editor-text.ts runs to write a content file
// as the editor does; the package ships them without types.
declare module 'decap-cms-core/dist/esm/formats/frontmatter.js' {
  export const FrontmatterInfer: unknown;
}
declare module 'decap-cms-core/dist/esm/formats/yaml.js' {
  const yamlFormatter: unknown;
  export default yamlFormatter;
}
