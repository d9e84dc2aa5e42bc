// Marks where a page's first screen ends (src/lib/first-screen.ts); the renderer removes it from the page served.
export function FirstScreenEnd() {
  return <template data-first-screen-end="" />;
}
