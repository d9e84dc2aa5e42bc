// State for a <details> disclosure: the browser opens and closes it natively (so it works before and without
// hydration); React mirrors that state through the toggle event and can close it, e.g. when an item is chosen.
import { useLayoutEffect, useRef, useState } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // The tap that made the loader fetch this island has usually opened it already: adopt that state instead of
  // fighting it, before the browser paints and before the loader replays a key such as Escape.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  return {
    open,
    setOpen,
    summaryRef,
    detailsProps: {
      ref: detailsRef,
      open,
      // Its open attribute may differ from the server HTML while hydrating: the visitor opened it natively.
      suppressHydrationWarning: true,
      onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    },
    summaryProps: { ref: summaryRef },
  };
}
