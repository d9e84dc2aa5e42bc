/**
 * The URL of the compiled build.ts (its module exports build() and cli()), compiled first if a source changed since
 * or if `fresh`. Throws, naming each file and line, if the code does not compile.
 */
export function compiledBuild(options?: { fresh?: boolean }): Promise<string>;
