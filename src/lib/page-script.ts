// The element a page carries its one script in (docs/performance.md "Scripts"): the render writes it, the build's
// budgets and the tests look for exactly it. The CSP allows the script by the hash of its text.
import type { PageScript } from './types';

export const scriptElement = (script: PageScript): string =>
  script.where === 'head' ? `<script>${script.code}</script>` : `<script type="module">${script.code}</script>`;
