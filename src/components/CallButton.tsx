// Every call button: a real tel: link, so it dials with or without JavaScript. It shows its label and, under it, the
// number in writing, and its accessible name, taken from that text, says both ("Call Now 24/7, 020 7946 0000"): a
// screen reader hears that it phones and which number, and a visitor at a desk can ring it from another phone.
import { callName } from '../lib/phone';
import { useFrame } from './FrameContext';
import { Icon } from './Icon';

// Every variant has the same border, so buttons side by side are the same height and none grows when the next
// arrives.
const variants = {
  primary: 'border-transparent bg-amber-400 text-slate-950 hover:bg-amber-300',
  outline: 'border-current hover:bg-white hover:text-slate-900',
  dark: 'border-transparent bg-slate-900 text-white hover:bg-slate-700',
};
export type ButtonVariant = keyof typeof variants;

const buttonClass = (variant: ButtonVariant, justify: 'justify-start' | 'justify-center') =>
  `inline-flex min-h-12 items-center ${justify} gap-2 rounded-lg border-2 px-6 py-2.5 text-center font-semibold transition-colors ${variants[variant]}`;

export function CallButton({ label, variant = 'primary' }: { label?: string; variant?: ButtonVariant }) {
  const { phone, labels } = useFrame();
  const text = label ?? labels.callNow;
  return (
    // The icon starts the button and the words fill the rest, so the icon is where it stays from the moment it is
    // painted, before the words have arrived (docs/performance.md#still-pages).
    // Tall enough for both lines from the start, the words from its top: the icon and the words stay where they are
    // painted while the second line arrives.
    <a href={phone.href} className={`${buttonClass(variant, 'justify-start')} min-h-[4.25rem]`}>
      <Icon name="phone" className="size-5 shrink-0" />
      <span className="flex-1 self-start leading-tight">
        <span className="block">{text}</span>
        {/* Parts the name from the number for a screen reader, which reads the two lines as one. */}
        <span className="sr-only">, </span>
        <span className="block whitespace-nowrap text-lg font-bold leading-tight">{phone.national}</span>
      </span>
    </a>
  );
}

/** The number in writing as a link that dials it, named "Call 020 7946 0000"; the caller styles it. */
export function PhoneLink({ className = '', icon = true }: { className?: string; icon?: boolean }) {
  const { phone, labels } = useFrame();
  return (
    <a href={phone.href} aria-label={callName(labels.call, phone)} className={className}>
      {icon ? <Icon name="phone" className="size-5 shrink-0" /> : null}
      <span className="whitespace-nowrap">{phone.national}</span>
    </a>
  );
}

/** A button-styled link to another page, matching CallButton. */
export function LinkButton({
  href,
  label,
  variant = 'outline',
}: {
  href: string;
  label: string;
  variant?: ButtonVariant;
}) {
  return (
    <a href={href} className={buttonClass(variant, 'justify-center')}>
      {label}
    </a>
  );
}
