// docs/architecture.md#targets: each page's paint is compared with the same page without scripts. The copy Lighthouse
// measures it against (scripts/lib/no-script-copy.ts) must lose its scripts and preloads and nothing else.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutScripts } from '../scripts/lib/no-script-copy';

describe('the page without scripts', () => {
  const head =
    '<head><script type="application/ld+json">{"@type":"Thing"}</script><script type="module" src="/assets/loader-AB12.js"></script>' +
    '<link rel="modulepreload" href="/assets/chunks/chunk-X.js"/><link rel="icon" href="/favicon.svg"/></head>';
  const body =
    '<body><div class="pt-16" data-fallback-host=""><main id="main">404</main></div>' +
    '<script type="application/json" id="fallback-data">{"a":1}</script></body>';
  const carried = '<script type="module">import("/assets/chunks/SiteNav-X.js")</script>';
  const classic = '<script>location.pathname;import("/assets/chunks/FallbackPage-Y.js")</script>';

  it('drops inline and external scripts, modules or classic, and module preloads, keeping data scripts and other links', () => {
    const page = `${head.replace('</head>', `${classic}</head>`)}${body.replace('</body>', `${carried}</body>`)}`;
    const copy = withoutScripts(`<!DOCTYPE html><html>${page}</html>`);
    assert.doesNotMatch(copy, /loader-AB12|modulepreload|SiteNav-X|FallbackPage-Y|type="module"/);
    assert.match(copy, /application\/ld\+json/);
    assert.match(copy, /id="fallback-data"/);
    assert.match(copy, /rel="icon"/);
  });
});
