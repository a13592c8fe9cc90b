import type { NotificationType } from '@pepper-atlas/domain';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts/user.entity.js';

/** The notification types a member turned off (none by default: no row). */
@Entity('notification_preferences')
export class NotificationPreference {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_notification_preferences_user' })
  user?: User;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  disabled: NotificationType[];

  /** Watch a topic one creates or comments in (issue 36); a choice made for the topic stays. */
  @Column({ type: 'boolean', default: true })
  autoWatch: boolean;
}
