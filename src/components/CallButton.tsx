// Every 'Call Now' and 'Contact Us Now' button: a real tel: link, so it dials with or without JavaScript.
import { telHref } from '../lib/paths';
import { useChrome } from './ChromeContext';
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
  const { telephone, labels } = useChrome();
  return (
    // The icon starts the button and the label fills the rest, so the icon is where it stays from the moment it is
    // painted, before the label has arrived (docs/performance.md#still-pages).
    <a href={telHref(telephone)} className={buttonClass(variant, 'justify-start')}>
      <Icon name="phone" className="size-5 shrink-0" />
      <span className="flex-1 text-center">{label ?? labels.callNow}</span>
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
