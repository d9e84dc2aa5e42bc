// The rule book of content/: the shape of every record as zod schemas, one file per collection. The loader checks
// each YAML file and each article's front matter against them, the editor's form is made from them
// (src/steps/editor-config.ts), and the pages get their types from them. Lists have the range their layout suits
// (docs/content-reference.md "Lists and their ranges"), each with its reason beside it; nothing fixes how many
// services, products, areas or articles there are.
export * from './fields';
export * from './markdown';
export * from './site';
export * from './navigation';
export * from './social';
export * from './services';
export * from './products';
export * from './areas';
export * from './articles';
export * from './reviews';
export * from './pages';
