// A telephone number the owner writes as people do ("020 7946 0123") is saved in the one form the content keeps it in,
// international (+442079460123), decided by libphonenumber-js as the build decides it (src/lib/phone.ts). A number it
// cannot read is left as written, for the build's check to name.
import { ukInternational } from '../../lib/phone';
import { isRecord } from '../../lib/is-record';
import type { FormField } from './empty-groups';

/** The telephone fields of `data` not yet in international form, with the value to save in their place. */
export function telephoneRewrites(
  data: unknown,
  fields: readonly FormField[],
  at: readonly string[] = [],
): { path: string[]; value: string }[] {
  if (!isRecord(data)) return [];
  return fields.flatMap((field) => {
    const value = data[field.name];
    const path = [...at, field.name];
    if (field.widget === 'object') return telephoneRewrites(value, field.fields ?? [], path);
    if (!field.telephone || typeof value !== 'string') return [];
    const international = ukInternational(value);
    return international && international !== value ? [{ path, value: international }] : [];
  });
}
