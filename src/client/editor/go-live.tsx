// "Before you go live": the stand-ins of content/site.yaml a live build would refuse (src/content/stand-ins.ts), listed
// above the preview of the site's facts and kept up to date as the owner types, so the list the build prints is
// also where the owner replaces them. Inline styles: the site's stylesheet has no rules for the editor's own notes.
import { siteFields } from '../../content/schema';
import { standIns } from '../../content/stand-ins';
import { isRecord } from '../../lib/is-record';

const BOX = {
  margin: '0 0 16px',
  padding: '12px 16px',
  background: '#fffbeb',
  color: '#78350f',
  borderBottom: '3px solid #d97706',
  font: '15px/1.45 system-ui, sans-serif',
};

const business = siteFields.omit({ technical: true });

/**
 * The list, or nothing when the facts have no stand-in left (or do not yet read as the build reads them). The
 * technical settings count when they read whole: the form has them, the preview data does not.
 */
export function GoLiveList({ site }: { site: unknown }) {
  const { technical: settings, ...facts } = isRecord(site) ? site : {};
  const parsed = business.safeParse(facts);
  const technical = siteFields.shape.technical.safeParse(settings);
  const found = parsed.success ? standIns({ ...parsed.data, ...(technical.success ? technical.data : {}) }) : [];
  if (found.length === 0) return null;
  return (
    <section aria-labelledby="go-live" style={BOX}>
      <h2 id="go-live" style={{ margin: '0 0 4px', fontSize: 17 }}>
        Before you go live
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        These details are stand-ins. A build for the live site refuses them (the preview still builds): replace each one
        below, then publish.
      </p>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {found.map((s) => (
          <li key={s.field}>
            <code>{s.field}</code>: write {s.expected}. Now: {s.found}.
          </li>
        ))}
      </ul>
    </section>
  );
}
