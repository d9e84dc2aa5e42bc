// Escaping for XML text and attribute values (the Atom feed, the SVG of the social cards).
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
