import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';

/** The columns one pepper had before a bulk change, by entity property name, and its edit time after it. */
export interface PepperBefore {
  id: string;
  fields: Record<string, unknown>;
  /** lastUpdated written by the change: an undo skips a pepper edited since. */
  changedAt: string;
  /** The change added this pepper (an import): undoing it removes the pepper. */
  inserted?: boolean;
}

/**
 * A bulk change to peppers that can be undone as one step: what each pepper held before it. Written in
 * the change's transaction; an undo marks it undone in its own, so it runs once.
 */
@Entity('pepper_change_sets')
@Index('pepper_change_sets_created_idx', ['createdAt'])
export class PepperChangeSet {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: Relation<User> | null;

  /** The audit action of the change, such as pepper.bulk.update. */
  @Column({ type: 'varchar', length: 50 })
  action: string;

  @Column({ type: 'jsonb' })
  before: PepperBefore[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  undoneAt: Date | null;
}
