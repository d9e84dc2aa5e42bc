// Inline SVG icons named in content (src/content/schema/fields.ts iconName): no icon font, no extra request.
import type { ReactNode } from 'react';
import type { IconName } from '../content/schema';

const paths: Record<IconName, ReactNode> = {
  home: <path d="M3 10.5 12 3l9 7.5M5 9.5V21h14V9.5M10 21v-6h4v6" />,
  building: <path d="M5 21V3h14v18M3 21h18M9 7h1m4 0h1M9 11h1m4 0h1M9 15h1m4 0h1M11 21v-3h2v3" />,
  car: <path d="M3 17v-5l2.2-5h13.6l2.2 5v5zM3 12h18M7 17v2m10-2v2M7 14.5h.01M17 14.5h.01" />,
  alert: <path d="M12 3 2 20h20zM12 10v4m0 3h.01" />,
  lock: <path d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4m-4 4v2" />,
  wrench: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.8-.7-.7-2.8z" />,
  key: <path d="M7.5 20a4.5 4.5 0 1 1 3.2-7.7L20 3m-4 4 3 3m-1-5 2 2M7.5 15.5h.01" />,
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zm-3.5-10 2.5 2.5 4.5-5" />,
  door: <path d="M6 21V3h12v18M3 21h18M14.5 12h.01" />,
  camera: <path d="m3 8 13-4 2 6-13 4zm13 2 4 1.5v3.5M8.5 13v5H4" />,
  safe: <path d="M4 3h16v16H4zM7 19v2m10-2v2M12 8a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm0 0V6" />,
  clock: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2" />,
  badge: <path d="M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm-3.5 11L7 22l5-3 5 3-1.5-8" />,
  users: <path d="M9 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8m2 3a6 6 0 0 1 4 6" />,
  'map-pin': <path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12zm0-14.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />,
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  ),
  message: <path d="M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 21l1.9-5.4A8.5 8.5 0 1 1 21 11.5zM8 11.5h.01m4 0h.01m4 0h.01" />,
  check: <path d="M20 6 9 17l-5-5" />,
  star: <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1z" />,
  window: <path d="M4 3h16v18H4zm8 0v18M4 12h16" />,
  tools: <path d="m15 12-8.5 8.5a2.1 2.1 0 0 1-3-3L12 9m5.6 6L22 10.6 13.4 2 9 6.4z" />,
};

/** Decorative by default (aria-hidden): the text beside an icon carries the meaning. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
