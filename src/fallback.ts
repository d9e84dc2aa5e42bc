// Client script of dist/404.html, which hosts serve for any missing path: gives SPEC.md §8's outcome for it.
const path = window.location.pathname;

if (/^\/products\/.+/.test(path)) {
  // An unknown product category goes to the category index, replacing the broken URL in history.
  window.location.replace('/products/');
} else {
  console.info(`404: there is no page at ${path}`);
}
