import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { AuditDetails } from '@pepper-atlas/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';

@ObjectType({
  description: 'An administrative action: who did what to which item, and when',
})
@Entity('audit_log')
@Index('audit_log_created_idx', ['createdAt'])
export class AuditEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: Relation<User> | null;

  @Field({
    description: 'An action code (AUDIT_ACTIONS of the domain package), e.g. user.block, pepper.bulk.undo, settings.update',
  })
  @Column({ type: 'varchar', length: 50 })
  action: string;

  @Field({ description: 'user, pepper, topic, comment, report, settings or apikey' })
  @Column({ type: 'varchar', length: 20 })
  targetType: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A readable name of the target at the time (title, username, ...)',
  })
  @Column({ type: 'varchar', length: 200, nullable: true })
  targetLabel: string | null;

  /** What the entry's sentence names (exposed by AuditResolver.details). */
  @Column({ type: 'jsonb', nullable: true })
  details: AuditDetails | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
