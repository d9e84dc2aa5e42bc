// What counts as a group of fields, in parsed YAML and in an editor's entry: an object that is not a list.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
