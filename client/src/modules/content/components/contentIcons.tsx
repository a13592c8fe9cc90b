import { ICON_BASE, type IconProps } from '@/modules/ui/components/icons';


export function CalendarIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    </svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1Z" />
    </svg>
  );
}

export function ServingsIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M3 11h18a9 9 0 0 1-18 0ZM12 3v4M8 5l1 2M16 5l-1 2" />
    </svg>
  );
}
