// Escaping for XML and HTML text and attribute values (the Atom feed, the SVG of the social cards), and the one
// decoder of what React and the escaper write (the link check, the tests reading built pages).
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the entities of an attribute or text value in one pass (so "&amp;quot;" stays "&quot;"). */
export const decodeEntities = (s: string) =>
  s.includes('&')
    ? s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
        if (name[0] === '#')
          return String.fromCodePoint(
            name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
          );
        return NAMED[name] ?? entity;
      })
    : s;
