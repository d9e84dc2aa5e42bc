// "Text us" and "WhatsApp us" (docs/site.md#reaching-us), when content/site.yaml gives a mobile that takes texts: links
// that open a text or a WhatsApp chat with a short message written in, naming the page's service or area where it
// has one. Each link's name says what it does and gives the number. Smaller than the call button beside them, which
// stays the first and largest control.
import { fill } from '../lib/template';
import { smsHref, whatsappHref } from '../lib/trader';
import { useFrame } from './FrameContext';
import { Icon } from './Icon';

export function TextLinks({ topic, className = '' }: { topic?: string; className?: string }) {
  const { texts } = useFrame();
  if (!texts) return null;
  const { phone, whatsapp, labels } = texts;
  const message = topic ? fill(labels.messageAbout, { topic }) : labels.message;
  const links = [
    { label: labels.text, href: smsHref(phone, message) },
    ...(whatsapp ? [{ label: labels.whatsapp, href: whatsappHref(phone, message) }] : []),
  ];
  return (
    <ul className={`flex flex-wrap justify-center gap-3 ${className}`}>
      {links.map(({ label, href }) => (
        <li key={label}>
          <a
            href={href}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-current px-4 py-2 text-sm font-semibold hover:underline"
          >
            <Icon name="message" className="size-4 shrink-0" />
            {label} <span className="whitespace-nowrap">{phone.national}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
