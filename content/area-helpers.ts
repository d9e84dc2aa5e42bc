// Plain values about areas that the route table needs when it runs: kept apart from schema.ts (which loads zod) so
// that a build reusing validated content never loads the validator.

/** The regions of docs/site.md#the-33-areas, in the order the areas index shows them. */
export const regions = ['Central', 'North', 'South', 'East', 'West'] as const;

/** The first sentence of a description, which the /areas/ card shows on its own. */
export function firstSentence(text: string): string {
  return (/^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text).trim();
}
