// The dev server's browser half: a small script, added to every page the dev server sends (never to dist/), that
// listens for server-sent events: "reload" reloads the page, "build-error" shows the error over it.
export const DEV_CLIENT = {
  scriptPath: '/__dev/reload.js',
  eventsPath: '/__dev/events',
  script: `const events = new EventSource('/__dev/events');
const overlayId = '__dev-error';
events.addEventListener('open', () => document.documentElement.setAttribute('data-dev-connected', ''));
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => {
  let box = document.getElementById(overlayId);
  if (!box) {
    box = document.createElement('div');
    box.id = overlayId;
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:24px;background:rgba(15,23,42,.96);color:#fecaca;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
    document.body.append(box);
  }
  box.textContent = 'Build failed (fix the file and save; this page reloads by itself)\\n\\n' + JSON.parse(event.data);
});
`,
};

export function injectDevClient(html: string): string {
  return html.replace('</head>', `<script type="module" src="${DEV_CLIENT.scriptPath}"></script></head>`);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a page request gets while the build is broken: the error, and the script that reloads once it is fixed. */
export function devErrorPage(message: string): string {
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Build failed</title>
<script type="module" src="${DEV_CLIENT.scriptPath}"></script></head>
<body style="margin:0;padding:24px;background:#0f172a;color:#fecaca;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap">Build failed (fix the file and save; this page reloads by itself)

${escapeHtml(message)}</body></html>`;
}
