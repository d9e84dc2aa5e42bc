// The client bundle step with its cache: esbuild's output files and the data describing them are kept under a hash
// of src/ (the only folder the client code imports from: copy reaches islands as props in the HTML) and the lock
// file, so an unchanged bundle is copied instead of rebuilt, and esbuild is not even loaded.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildCache } from '../lib/cache';
import { bundleClient, type BundleData, clientBundle, type ClientBundle } from './bundle';

export async function cachedBundle(root: string, outDir: string, cache: BuildCache): Promise<ClientBundle> {
  const key = cache.key(['src', 'package-lock.json']);
  const hit = await cache.find('bundle', key);
  if (hit) {
    await cp(join(hit, 'assets'), join(outDir, 'assets'), { recursive: true });
    return clientBundle(JSON.parse(await readFile(join(hit, 'bundle.json'), 'utf8')) as BundleData);
  }
  const bundle = await bundleClient(root, outDir);
  await cache.save('bundle', key, async (dir) => {
    await cp(join(outDir, 'assets'), join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'bundle.json'), JSON.stringify(bundle.data));
  });
  return bundle;
}
