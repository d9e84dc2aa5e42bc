// The request handler's facts (functions/contact/request.ts), written beside the pages while the quote form is on:
// where requests are emailed, how long they are kept, and the words of the owner's email. The handler reads them
// from the deployed files, so every fact it states stays written once, in content/.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Content } from '../content/load';
import { formSettings, SETTINGS_PATH } from '../lib/quote-requests/form';
import type { RequestSettings } from '../lib/quote-requests/request';

/** The settings, or undefined when the site takes no requests. */
export function requestSettings(content: Content): RequestSettings | undefined {
  const { trader, name, facts } = content.site;
  const copy = content.pages.contact.request;
  const requests = formSettings(content.site, copy);
  if (!requests) return undefined;
  return {
    site: name,
    to: requests.to ?? trader.email,
    from: requests.from,
    keepMonths: Number.parseInt(facts.enquiriesKept, 10),
    needs: copy.needs,
    times: copy.times,
    labels: copy.email,
  };
}

/** Writes the settings into `dir` (the build's output); returns their path, or undefined without a form. */
export async function writeRequestSettings(content: Content, dir: string): Promise<string | undefined> {
  const settings = requestSettings(content);
  if (!settings) return undefined;
  const file = join(dir, SETTINGS_PATH);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(settings, null, 2)}\n`);
  return SETTINGS_PATH;
}
