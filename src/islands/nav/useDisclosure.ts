// State for a <details> disclosure that React controls after hydration while staying native before it.
import { useEffect, useRef, useState } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // A visitor may have opened it natively before the script arrived: adopt that state instead of fighting it.
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
    summaryProps: {
      ref: summaryRef,
      onClick: (event: React.MouseEvent) => {
        event.preventDefault();
        setOpen((o) => !o);
      },
    },
  };
}
