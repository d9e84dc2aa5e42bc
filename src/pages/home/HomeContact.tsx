// Home contact section (anchor "contact"): location, availability, a call button and links to the main services.
import type { HomeCopy } from '../../content/schema';
import { CallButton } from '../../components/CallButton';
import { Icon } from '../../components/Icon';

export function HomeContact({ contact }: { contact: HomeCopy['contact'] }) {
  const facts = [
    { icon: 'map-pin', ...contact.location },
    { icon: 'clock', ...contact.availability },
  ] as const;
  return (
    <section id="contact" className="bg-slate-900 px-4 py-14 text-white sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold tracking-tight sm:text-4xl">{contact.heading}</h2>
          <p className="mt-4 text-lg text-slate-300">{contact.intro}</p>
          <dl className="mt-8 space-y-4">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="sr-only">{fact.label}</dt>
                <dd className="flex items-center gap-3 text-lg font-medium">
                  <Icon name={fact.icon} className="size-6 text-amber-400" />
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-8">
            <CallButton />
          </div>
        </div>
        <div className="rounded-xl bg-white/5 p-6 ring-1 ring-white/10">
          <h3 className="text-lg font-semibold">{contact.linksHeading}</h3>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {contact.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="flex min-h-11 items-center gap-2 rounded-md px-3 py-2 hover:bg-white/10">
                  <Icon name="check" className="size-5 text-amber-400" />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
