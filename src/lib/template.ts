// Copy with placeholders: content/ writes "Locksmith in {name}" and the code fills in the name. One filler, so every
// placeholder in the copy works the same way (each occurrence replaced; one not given is left as written).

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : placeholder,
  );
}
