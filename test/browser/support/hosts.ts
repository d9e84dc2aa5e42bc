// The hosts the browser suite runs against: the preview server (`npm start`, the default) or Cloudflare's own
// runtime (TEST_HOST=cloudflare, `npm run test:cloudflare`), with what each is known to do differently.
import { startPreview } from '../../../src/server/preview';
import { startCloudflare } from './cloudflare';

export type HostName = 'preview' | 'cloudflare';

export interface Host {
  name: HostName;
  /** The origin, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Where the hosts knowingly differ; the suite asserts each host's own. */
export interface HostBehaviour {
  /** `/about` → `/about/`: the preview server answers as Netlify, GitHub Pages and nginx do, Cloudflare with 308. */
  slashRedirect: 301 | 308;
}

export const behaviour: Record<HostName, HostBehaviour> = {
  preview: { slashRedirect: 301 },
  cloudflare: { slashRedirect: 308 },
};

function readHostName(value = 'preview'): HostName {
  if (value === 'preview' || value === 'cloudflare') return value;
  throw new Error(`TEST_HOST must be preview or cloudflare, not "${value}"`);
}

export const hostName: HostName = readHostName(process.env.TEST_HOST);

export async function startHost(dir: string, name: HostName = hostName): Promise<Host> {
  const server = name === 'cloudflare' ? await startCloudflare(dir) : await startPreview({ dir, port: 0 });
  return { name, url: server.url, close: () => server.close() };
}
