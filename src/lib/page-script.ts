// The element a page carries its one script in (docs/performance.md "Scripts"): a classic script in the head, which
// the render writes and the build's budgets and the tests look for, exactly. The CSP allows it by the hash of its text.
import type { PageScript } from './types';

export const scriptElement = (script: PageScript): string => `<script>${script.code}</script>`;
