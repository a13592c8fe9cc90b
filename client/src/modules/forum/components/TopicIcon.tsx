import type { TopicCategory } from '@pepper-atlas/domain';
import type { ComponentType } from 'react';
import { PotIcon, SearchIcon, SproutIcon, type IconProps } from '@/modules/ui/components/icons';
import { BugIcon, BulbIcon, MessageIcon } from './forumIcons';

export const TOPIC_CATEGORY_ICONS: Record<TopicCategory, ComponentType<IconProps>> = {
  general: MessageIcon,
  growing: SproutIcon,
  identification: SearchIcon,
  recipe: PotIcon,
  tips: BulbIcon,
  diseases: BugIcon,
};

export interface TopicIconProps extends IconProps {
  /** The topic's stored category: the icon is its chip's (README, "The forum's category chips"). */
  category: TopicCategory;
}

export function TopicIcon({ category, ...props }: TopicIconProps) {
  const Icon = TOPIC_CATEGORY_ICONS[category] ?? TOPIC_CATEGORY_ICONS.general;
  return <Icon {...props} />;
}
