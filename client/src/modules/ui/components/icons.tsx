import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

// The frame's icons and those several features share. An icon one feature draws lives beside it (forumIcons,
// catalogueIcons, NotificationBell): in that feature's chunk, not in the one every page loads.

/** The shared look of every icon: 24-unit grid, 2px round stroke, decorative (hidden from assistive tech). */
export const ICON_BASE = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function MenuIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

export function MonitorIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.8-3.8" />
    </svg>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z" />
    </svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}

/** A chili pod in the current colour (heat icons, empty states). */
export function ChiliIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} viewBox="0 0 64 64" {...props}>
      <path d="M34 14c2-5 6-8 11-8" strokeWidth="5" />
      <path
        d="M27 14c6-4 14-2 16 5 3 10-4 24-16 32-7 5-16 8-21 6-2-1-1-3 1-4 9-4 14-11 15-20 1-8 0-15 5-19z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/** A like (pepper, topic, comment): a thumb, so it never reads as the favorite heart beside it. */
export function ThumbUpIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M7 10v11M15 5.9 14 10h5.8a2 2 0 0 1 1.9 2.6l-2.3 7A2 2 0 0 1 17.5 21H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9Z" />
    </svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M5 12h14M12 5v14" />
    </svg>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="m5 12 7-7 7 7M12 19V5" />
    </svg>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M12 5v14M19 12l-7 7-7-7" />
    </svg>
  );
}

export function SproutIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M7 20h10M10 20c5.5-2.5.8-6.4 3-10" />
      <path d="M9.5 9.4c1.1.8 1.8 2.2 2.3 3.7-2 .4-3.5.4-4.8-.3-1.2-.6-2.3-1.9-3-4.2 2.8-.5 4.4 0 5.5.8z" />
      <path d="M14.1 6a7 7 0 0 0-1.1 4c1.9-.1 3.3-.6 4.3-1.4 1-1 1.6-2.3 1.7-4.6-2.7.1-4 1-4.9 2z" />
    </svg>
  );
}

export function PotIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M2 12h20M20 12v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8M4 8l16-4" />
      <path d="m8.9 6.8-.5-1.8a2 2 0 0 1 1.5-2.4l1.9-.5a2 2 0 0 1 2.4 1.5l.5 1.8" />
    </svg>
  );
}
