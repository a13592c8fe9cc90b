import type { MailFrequency, NotificationType } from '@pepper-atlas/domain';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts/user.entity.js';

/** The notification types a member turned off (none by default: no row). */
@Entity('notification_preferences')
@Check('notification_preferences_mail_mention_check', `"mail_mention" IN ('immediate', 'daily', 'never')`)
@Check('notification_preferences_mail_reply_check', `"mail_reply" IN ('immediate', 'daily', 'never')`)
@Check('notification_preferences_mail_watched_check', `"mail_watched" IN ('immediate', 'daily', 'never')`)
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

  /** How often mentions are mailed (issue 36; notification-mail module). */
  @Column({ type: 'varchar', length: 10, default: 'immediate' })
  mailMention: MailFrequency;

  /** How often replies to me and comments on my topics are mailed. */
  @Column({ type: 'varchar', length: 10, default: 'immediate' })
  mailReply: MailFrequency;

  /** How often new comments in watched topics are mailed. */
  @Column({ type: 'varchar', length: 10, default: 'daily' })
  mailWatched: MailFrequency;
}
