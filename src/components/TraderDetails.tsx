// Who the business is (docs/site.md#who-we-are): its legal name, address and email, and its company and VAT numbers
// and memberships where content/site.yaml gives them, as a list of labelled details inside <address>. A detail that
// is not set has no row, so no label stands empty.
import type { ReactNode } from 'react';
import { PhoneLink } from './CallButton';
import { useFrame } from './FrameContext';

const tones = {
  dark: { term: 'text-slate-400', link: 'hover:text-amber-300' },
  light: { term: 'text-slate-600', link: 'text-amber-800 hover:text-amber-900' },
};

export function TraderDetails({ tone, phone = false }: { tone: keyof typeof tones; phone?: boolean }) {
  const { trader, footer } = useFrame();
  const labels = footer.details;
  const { term, link } = tones[tone];
  const rows: [string, ReactNode][] = [
    [labels.legalName, trader.legalName],
    ...(trader.legalForm ? [[labels.legalForm, trader.legalForm] satisfies [string, ReactNode]] : []),
    [labels.address, trader.address],
    [
      labels.email,
      <a key="email" href={`mailto:${trader.email}`} className={`underline ${link}`}>
        {trader.email}
      </a>,
    ],
  ];
  if (phone) rows.push([labels.phone, <PhoneLink key="phone" icon={false} className={`underline ${link}`} />]);
  if (trader.company) {
    const { number, registeredIn, registeredOffice } = trader.company;
    rows.push([labels.companyNumber, number], [labels.registeredIn, registeredIn]);
    if (registeredOffice) rows.push([labels.registeredOffice, registeredOffice]);
  }
  if (trader.vat) rows.push([labels.vatNumber, trader.vat]);
  if (trader.memberships.length)
    rows.push([
      labels.memberOf,
      <ul key="memberships">
        {trader.memberships.map((m) => (
          <li key={m.name}>
            {m.url ? (
              <a href={m.url} className={`underline ${link}`}>
                {m.name}
              </a>
            ) : (
              m.name
            )}
            {m.number ? ` (${labels.membershipNumber} ${m.number})` : null}
          </li>
        ))}
      </ul>,
    ]);
  return (
    <address className="not-italic">
      <dl className="space-y-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={`text-sm ${term}`}>{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </address>
  );
}
