// State for a <details> disclosure: the browser opens and closes it natively (so it works before and without
// hydration); React mirrors that state through the toggle event and can close it, e.g. when an item is chosen.
import { useEffect, useRef, useState } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // A visitor may have opened it before the script arrived: adopt that state instead of fighting it.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  return {
    open,
    setOpen,
    summaryRef,
    detailsProps: {
      ref: detailsRef,
      open,
      onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    },
    summaryProps: { ref: summaryRef },
  };
}
