import { Field, HideField, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { API_KEY_SCOPES, type ApiKeyScope } from '@pepper-atlas/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';

export const ApiKeyScopeEnum = Object.fromEntries(API_KEY_SCOPES.map((scope) => [scope, scope])) as { [K in ApiKeyScope]: K };
registerEnumType(ApiKeyScopeEnum, {
  name: 'ApiKeyScope',
  description: 'read: what the member may read; write: their own posts, favorites and reactions; admin: admin work (administrators only)',
});

/**
 * A member's API key (issue 35): sent as `Authorization: Bearer pa_...`, it acts as its member within its scopes. Only
 * the key's SHA-256 is kept (a key is 240 random bits: no slow hash is needed against guessing), and its first
 * characters (`prefix`) to tell keys apart.
 */
@ObjectType({ description: 'An API key: its name, scopes, prefix and dates (the key itself is shown once, when it is created)' })
@Entity('api_keys')
@Index('api_keys_user_idx', ['userId', 'createdAt'])
@Check('api_keys_scopes_check', `cardinality("scopes") > 0 AND "scopes" <@ ARRAY['read', 'write', 'admin']::text[]`)
export class ApiKey {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'api_keys_pkey' })
  id: string;

  @HideField()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'api_keys_user_fkey' })
  user?: Relation<User>;

  @Field({ description: 'What the member called it' })
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Field({ description: 'The first characters of the key (pa_ and 8 more), to tell keys apart' })
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @HideField()
  @Index('api_keys_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  keyHash: string;

  @Field(() => [ApiKeyScopeEnum])
  @Column({ type: 'text', array: true })
  scopes: ApiKeyScope[];

  @Field(() => Date, { nullable: true, description: 'When it stops working (null: never)' })
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a request last used it (to the minute)' })
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked (null: not revoked)' })
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
