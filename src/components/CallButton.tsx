// Every 'Call Now' and 'Contact Us Now' button: a real tel: link, so it dials with or without JavaScript.
import { telHref } from '../lib/paths';
import { useChrome } from './ChromeContext';
import { Icon } from './Icon';

const variants = {
  primary: 'bg-amber-400 text-slate-950 hover:bg-amber-300',
  outline: 'border-2 border-current hover:bg-white hover:text-slate-900',
  dark: 'bg-slate-900 text-white hover:bg-slate-700',
};
export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant): string {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 font-semibold transition-colors ${variants[variant]}`;
}

export function CallButton({ label, variant = 'primary' }: { label?: string; variant?: ButtonVariant }) {
  const { telephone, labels } = useChrome();
  return (
    <a href={telHref(telephone)} className={buttonClass(variant)}>
      <Icon name="phone" className="size-5" />
      {label ?? labels.callNow}
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
    <a href={href} className={buttonClass(variant)}>
      {label}
    </a>
  );
}
