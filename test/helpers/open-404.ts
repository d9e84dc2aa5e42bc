// Opens dist/404.html at a missing path and gives it the fallback src/client/fallback-script.ts would, as a host serves it.
import assert from 'node:assert/strict';
import { act } from 'react';
import { FALLBACK_HOST, fallbackFor } from '../../src/lib/fallback';
import { openPage, type OpenPage } from './dom';

export async function openFallback(notFoundHtml: string, path: string): Promise<OpenPage> {
  const page = openPage(notFoundHtml, `http://localhost:4173${path}`);
  const fallback = fallbackFor(path);
  assert.ok(fallback.kind === 'area' || fallback.kind === 'post', `${path} has no fallback page`);
  // Imported after the globals exist, as in hydrate.ts.
  const { renderFallbackPage } = await import('../../src/client/FallbackPage');
  const host = page.document.querySelector(`[${FALLBACK_HOST}]`) as unknown as HTMLElement;
  await act(async () => renderFallbackPage(host, fallback));
  return page;
}
