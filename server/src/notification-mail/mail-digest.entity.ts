import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts/user.entity.js';

/**
 * One member's digest of one day (UTC), written in the transaction that claims it and before it is sent: the primary
 * key is the lock that lets one process of many send it, and a restart finds it sent (migration NotificationMail).
 */
@Entity('mail_digests')
export class MailDigest {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_mail_digests' })
  userId: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_mail_digests' })
  period: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mail_digests_user' })
  user?: User;

  /** How many notifications it listed (0: nothing was due, no mail). */
  @Column({ type: 'int', default: 0 })
  notifications: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
