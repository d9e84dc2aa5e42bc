// The few interface icons the islands draw (kept apart from components/Icon so the client bundle stays small).
const icon = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const MenuIcon = () => (
  <svg {...icon} className="size-6">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const ChevronDown = ({ className = 'size-4' }: { className?: string }) => (
  <svg {...icon} className={className}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ArrowUp = () => (
  <svg {...icon} className="size-6">
    <path d="M12 19V5m-7 7 7-7 7 7" />
  </svg>
);
