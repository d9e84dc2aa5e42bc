// The editor at /admin/ (Decap CMS): its configuration is made at build from the content schemas
// (src/steps/editor-config.ts) and sits in the page as JSON, so the editor asks for what the build checks.
import CMS from 'decap-cms-app';

const config: unknown = JSON.parse(document.getElementById('editor-config')?.textContent ?? 'null');
if (!config) throw new Error('/admin/: the page has no #editor-config');
CMS.init({ config: config as Parameters<typeof CMS.init>[0] extends { config?: infer C } | undefined ? C : never });

// Decap refuses a save that fails a field's rule by showing the rule beside the field, then rejects the save's
// promise with nothing; that rejection has no reader. Other rejections still reach the console.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});
