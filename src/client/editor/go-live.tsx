// "Before you go live": the stand-ins of content/site.yaml a live build would refuse (src/content/stand-ins.ts), listed
// above the preview of the site's facts and kept up to date as the owner types, so the list the build prints is
// also where the owner replaces them. Each names its field as the form labels it, with a button that brings that
// field into view and puts the cursor in it. Inline styles: the site's stylesheet has no rules for the editor's notes.
import { siteFields } from '../../content/schema';
import { standIns } from '../../content/stand-ins';
import { labelsOf, type LabelledField } from '../../lib/field-labels';
import { isRecord } from '../../lib/is-record';
import { showField } from './show-field';

const BOX = {
  // Below the site's fixed header (h-16, src/components/SiteHeader.tsx), which the preview draws above everything.
  margin: '4rem 0 16px',
  padding: '12px 16px',
  background: '#fffbeb',
  color: '#78350f',
  borderBottom: '3px solid #d97706',
  font: '15px/1.45 system-ui, sans-serif',
};
const BUTTON = {
  minHeight: 32,
  marginLeft: 8,
  padding: '0 10px',
  font: 'inherit',
  color: '#78350f',
  background: '#fff',
  border: '1px solid #d97706',
  borderRadius: 4,
  cursor: 'pointer',
};

const business = siteFields.omit({ technical: true });

/**
 * The list, or nothing when the facts have no stand-in left (or do not yet read as the build reads them). The
 * technical settings count when they read whole: the form has them, the preview data does not. `fields`: the form's
 * fields of content/site.yaml, which name each stand-in as the owner sees it.
 */
export function GoLiveList({ site, fields }: { site: unknown; fields: readonly LabelledField[] }) {
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
        {found.map((s) => {
          const labels = labelsOf(fields, s.field, site) ?? s.field;
          return (
            <li key={s.field} style={{ marginBottom: 6 }}>
              <strong>{labels}</strong>: {s.expected}. Now: {s.found}.
              <button type="button" style={BUTTON} onClick={() => showField(document, labels.split(' › '))}>
                Go to {labels.split(' › ').at(-1)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
