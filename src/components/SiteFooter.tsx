// Footer: brand block with the number, Quick Links, Our Services, who the business is (docs/site.md#who-we-are), and
// the copyright line with the build's year and the links to the privacy notice and the terms of business.
import type { NavLink } from '../lib/types';
import { privacyPath, termsPath } from '../lib/paths';
import { PhoneLink } from './CallButton';
import { useFrame } from './FrameContext';
import { TraderDetails } from './TraderDetails';
import { fill } from '../lib/template';

function LinkColumn({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="mb-3 font-semibold text-white">{heading}</h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-block py-1 hover:text-amber-300">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { brand, footer, labels, year } = useFrame();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="mb-3 text-lg font-extrabold tracking-wide text-white">{brand}</p>
          <p className="max-w-sm text-sm leading-relaxed">{footer.about}</p>
          <PhoneLink className="mt-4 inline-flex min-h-11 items-center gap-2 text-xl font-bold text-white hover:text-amber-300" />
        </div>
        <LinkColumn heading={labels.quickLinks} links={footer.quickLinks} />
        <LinkColumn heading={labels.ourServices} links={footer.services} />
        <div className="text-sm">
          <h2 className="mb-3 text-base font-semibold text-white">{footer.details.heading}</h2>
          <TraderDetails tone="dark" />
        </div>
      </div>
      <p className="flex flex-wrap justify-center gap-x-4 border-t border-white/10 px-4 py-4 text-center text-sm">
        <span className="py-1">{fill(footer.copyright, { year })}</span>
        <a href={privacyPath()} className="inline-block py-1 underline hover:text-amber-300">
          {footer.privacy}
        </a>
        <a href={termsPath()} className="inline-block py-1 underline hover:text-amber-300">
          {footer.terms}
        </a>
      </p>
    </footer>
  );
}
