import { PotIcon, SproutIcon, type IconProps } from '@/modules/ui/components/icons';
import type { ContentKind } from '../utils/contentKinds';
import { CalendarIcon } from './contentIcons';

const KIND_ICONS = { news: CalendarIcon, recipes: PotIcon, guides: SproutIcon } as const;

export function ContentKindIcon({ kind, ...props }: IconProps & { kind: ContentKind }) {
  const Icon = KIND_ICONS[kind];
  return <Icon {...props} />;
}
