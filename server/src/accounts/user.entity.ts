import { Field, HideField, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { isActiveAdmin, ROLES, type Language, type Role } from '@pepper-atlas/domain';

export const UserRole = Object.fromEntries(ROLES.map((role) => [role, role])) as { [K in Role]: K };
registerEnumType(UserRole, { name: 'UserRole', description: 'admin (shown as manager), moderator or user' });

@ObjectType({ description: 'A registered member. Contact details are visible to the member and to admins only.' })
@Entity('users')
// Case-insensitive uniqueness of usernames: an expression index, created by the migration.
@Index('users_username_lower_key', { synchronize: false })
@Check('users_role_check', `"role" IN ('admin', 'moderator', 'user')`)
@Check('users_posts_count_check', `"posts_count" >= 0`)
@Check('users_language_check', `"language" IN ('he', 'en')`)
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ length: 50 })
  firstName: string;

  @Field()
  @Column({ length: 50 })
  lastName: string;

  @Field()
  @Index('users_username_key', { unique: true })
  @Column({ length: 30 })
  username: string;

  /** Stored lower-cased so uniqueness is case-insensitive. */
  @HideField()
  @Column({ length: 254, unique: true })
  email: string;

  @HideField()
  @Column()
  passwordHash: string;

  @Field(() => UserRole)
  @Column({ type: 'varchar', length: 20, default: 'user' })
  role: Role;

  @Field()
  @Column({ default: true })
  isActive: boolean;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  joinDate: Date;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  postsCount: number;

  /** The language the member's mails are written in: the site's language they last chose (set by the client). */
  @HideField()
  @Column({ type: 'varchar', length: 2, default: 'he' })
  language: Language;

  /** Raised to invalidate every token issued before (password change, sign-out everywhere). */
  @HideField()
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  @HideField()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  // Account security. Exposed (to the user and admins) by AccountSecurityResolver.
  @HideField()
  @Column({ default: false })
  emailVerified: boolean;

  /** SHA-256 of the pending verification token; the token itself only travels in the mail. */
  @HideField()
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailVerificationTokenHash: string | null;

  @HideField()
  @Column({ type: 'timestamptz', nullable: true })
  emailVerificationExpiresAt: Date | null;

  @HideField()
  @Column({ type: 'timestamptz', nullable: true })
  emailVerificationSentAt: Date | null;

  /** The exact address the pending verification token was mailed to: it confirms that address only. */
  @HideField()
  @Column({ type: 'varchar', length: 254, nullable: true })
  emailVerificationAddress: string | null;

  /** The credentials fingerprint (auth/mail-token.ts) the verification token was made for. */
  @HideField()
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailVerificationBinding: string | null;

  /** A new address asked for, not yet confirmed by its own link; sign-in still uses `email`. Exposed by AccountSecurityResolver. */
  @HideField()
  @Column({ type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  /** SHA-256 of the cancel link mailed to the old address when a change was asked for. */
  @HideField()
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailChangeCancelTokenHash: string | null;

  @HideField()
  @Column({ type: 'timestamptz', nullable: true })
  emailChangeCancelExpiresAt: Date | null;

  /** The address the cancel link was mailed to (put back when the change had been confirmed already). */
  @HideField()
  @Column({ type: 'varchar', length: 254, nullable: true })
  emailChangePreviousEmail: string | null;

  /** SHA-256 of the pending password-reset token (one at a time; cleared when used). */
  @HideField()
  @Column({ type: 'varchar', length: 64, nullable: true })
  passwordResetTokenHash: string | null;

  @HideField()
  @Column({ type: 'timestamptz', nullable: true })
  passwordResetExpiresAt: Date | null;

  /** The credentials fingerprint the reset token was made for: a password or address change kills the link. */
  @HideField()
  @Column({ type: 'varchar', length: 64, nullable: true })
  passwordResetBinding: string | null;

  /** The random seed the pending reset token is derived from (HMAC), so a repeated request mails the same link. */
  @HideField()
  @Column({ type: 'varchar', length: 64, nullable: true })
  passwordResetSeed: string | null;

  @HideField()
  @Column({ default: false })
  twoFactorEnabled: boolean;

  /** The TOTP secret, encrypted (AES-256-GCM, key derived from the JWT secret); set at enrolment. */
  @HideField()
  @Column({ type: 'text', nullable: true })
  twoFactorSecret: string | null;

  /** The last accepted TOTP time step: a code is accepted once. */
  @HideField()
  @Column({ type: 'int', nullable: true })
  twoFactorLastStep: number | null;
}

/** Private account details are visible to the user themself (also in a sign-in answer) and to active admins. */
export function canSeePrivate(user: User, viewer: { id: string; role: string; isActive: boolean } | undefined): boolean {
  return isSelfView(user) || (!!viewer && (viewer.id === user.id || isActiveAdmin(viewer)));
}

/**
 * Users returned to the person they are (sign-in, sign-up, password change): their contact
 * details are visible in that answer although the request carried no token yet.
 */
const SELF_VIEWS = new WeakSet<User>();

export function markSelfView(user: User): User {
  SELF_VIEWS.add(user);
  return user;
}

export function isSelfView(user: User): boolean {
  return SELF_VIEWS.has(user);
}

declare module '../common/request-context.js' {
  interface RequestIdentity {
    /** A signed-in request's account (set by the auth guard). */
    user: User;
  }
}

/**
 * The columns a User shows through the API (its GraphQL fields, the email to the member and admins): what a list of posts
 * reads of their authors, without the account's secrets (password hash, tokens, second factor).
 */
export const USER_PROFILE_PROPERTIES = [
  'id',
  'firstName',
  'lastName',
  'username',
  'email',
  'role',
  'isActive',
  'bio',
  'avatar',
  'joinDate',
  'postsCount',
] as const satisfies readonly (keyof User)[];
