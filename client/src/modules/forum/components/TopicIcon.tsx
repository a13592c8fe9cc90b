import { topicIconFor, type TopicCategory } from '@pepper-atlas/domain';
import type { ComponentType } from 'react';
import {
  BugIcon,
  BulbIcon,
  MessageIcon,
  PotIcon,
  SearchIcon,
  SproutIcon,
  type IconProps,
} from '@/modules/ui/components/icons';

export const TOPIC_CATEGORY_ICONS: Record<TopicCategory, ComponentType<IconProps>> = {
  general: MessageIcon,
  growing: SproutIcon,
  identification: SearchIcon,
  recipe: PotIcon,
  tips: BulbIcon,
  diseases: BugIcon,
};

export interface TopicIconProps extends IconProps {
  /** The icon follows keywords in the subject. */
  subject: string;
}

export function TopicIcon({ subject, ...props }: TopicIconProps) {
  const Icon = TOPIC_CATEGORY_ICONS[topicIconFor(subject)];
  return <Icon {...props} />;
}
