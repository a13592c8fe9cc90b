import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, normalizeText, type Role, validatePassword, validateProfile } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { In, type QueryDeepPartialEntity, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AuthService } from '../auth/auth.service.js';
import { EmailVerificationService } from '../auth/email-verification.service.js';
import { hashPassword } from '../auth/password.utils.js';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { likePattern } from '../common/pagination/paging.js';
import { allOrNothing, type BulkOutcome } from '../common/bulk-operation.js';
import { retriedTransaction } from '../common/retried-transaction.js';
import { LiveEvents } from '../live/live-events.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { checkedAvatar } from './avatar-input.js';
import type { CreateUserInput, UpdateProfileInput, UpdateUserInput, UserListArgs } from './dto/user.inputs.js';
import { type PublicProfile, toPublicProfile, type UserList, type UserStats } from './dto/user.types.js';
import { User } from '../accounts/user.entity.js';

const SORT_COLUMNS = {
  joinDate: 'u.join_date',
  username: 'lower(u.username)',
  email: 'u.email',
  role: 'u.role',
  postsCount: 'u.posts_count',
  lastName: 'lower(u.last_name)',
} as const;

/** Text as stored (normalizeText: NFC, trimmed, '' when nothing is visible); null and undefined pass through. */
/** At most this many accounts in one bulk change. */
const BULK_MAX_USERS = 200;

function trimmed(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? normalizeText(value) : value;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly verification: EmailVerificationService,
    private readonly uploads: UploadsService,
    private readonly live: LiveEvents,
  ) {}

  findById(id: string): Promise<User | null> {
    return isUUID(id) ? this.users.findOneBy({ id }) : Promise.resolve(null);
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw notFound('User');
    return user;
  }

  /** For DataLoaders: users in the order of `ids`, null where missing. */
  async findByIds(ids: readonly string[]): Promise<(User | null)[]> {
    const found = await this.users.findBy({ id: In(ids.filter((id) => isUUID(id))) });
    const byId = new Map(found.map((user) => [user.id, user]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** For DataLoaders: the username as spelled in the account for each lower-cased one, or null (`@username` in posts). */
  async usernamesByLowerNames(names: readonly string[]): Promise<(string | null)[]> {
    const rows = await this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.username'])
      .where('lower(u.username) IN (:...names)', { names: [...names] })
      .getMany();
    const byLower = new Map(rows.map((row) => [row.username.toLowerCase(), row.username]));
    return names.map((name) => byLower.get(name) ?? null);
  }

  /**
   * Who `@prefix` may mean in a composer: active members whose username starts with the prefix
   * (any case), shortest names first, at most `first` (1..10).
   */
  async memberSuggestions(prefix: string, first: number): Promise<PublicProfile[]> {
    const trimmed = prefix.trim().replace(/^@/, '');
    if (!trimmed || !LIMITS.username.pattern.test(trimmed)) return [];
    const rows = await this.users
      .createQueryBuilder('u')
      .where('u.isActive = true')
      // Starts with the prefix: the contains-pattern without its leading wildcard.
      .andWhere('lower(u.username) LIKE :prefix', { prefix: likePattern(trimmed.toLowerCase()).slice(1) })
      .orderBy('length(u.username)', 'ASC')
      .addOrderBy('lower(u.username)', 'ASC')
      .take(Math.min(Math.max(first, 1), 10))
      .getMany();
    return rows.map(toPublicProfile);
  }

  /** A member's public page, by username (any case). */
  async publicProfile(username: string): Promise<PublicProfile> {
    const user = await this.users.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username: username.trim() }).getOne();
    if (!user) throw notFound('User');
    return toPublicProfile(user);
  }

  /** A new avatar from an uploaded picture (checked and re-encoded); the previous uploaded one is removed. */
  async setAvatar(user: User, buffer: Buffer): Promise<User> {
    const url = await this.uploads.storeAvatar(buffer);
    return this.replaceAvatar(user.id, url);
  }

  /** Back to initials. */
  removeAvatar(user: User): Promise<User> {
    return this.replaceAvatar(user.id, null);
  }

  private async replaceAvatar(id: string, avatar: string | null): Promise<User> {
    const previous = (await this.getById(id)).avatar;
    const saved = await this.write(id, { avatar });
    if (previous !== avatar) await this.uploads.removeAvatar(previous);
    return saved;
  }

  async list(args: UserListArgs): Promise<UserList> {
    const qb = this.users.createQueryBuilder('u');
    const search = args.search?.trim();
    if (search) {
      qb.andWhere(
        "(u.username ILIKE :p OR u.email ILIKE :p OR u.first_name ILIKE :p OR u.last_name ILIKE :p OR (u.first_name || ' ' || u.last_name) ILIKE :p)",
        { p: likePattern(search) },
      );
    }
    if (args.role) qb.andWhere('u.role = :role', { role: args.role });
    if (args.isActive !== undefined && args.isActive !== null) qb.andWhere('u.is_active = :active', { active: args.isActive });
    const direction = args.sortOrder === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy(SORT_COLUMNS[args.sortBy], direction).addOrderBy('u.id', direction).offset(args.skip).limit(args.take);
    const [items, totalItems] = await qb.getManyAndCount();
    return { items, totalItems };
  }

  async stats(): Promise<UserStats> {
    const row = await this.users
      .createQueryBuilder('u')
      .select('count(*)::int', 'total')
      .addSelect('count(*) FILTER (WHERE u.is_active)::int', 'active')
      .addSelect('count(*) FILTER (WHERE NOT u.is_active)::int', 'blocked')
      .addSelect("count(*) FILTER (WHERE u.role = 'admin')::int", 'admins')
      .addSelect("count(*) FILTER (WHERE u.role = 'moderator')::int", 'moderators')
      .addSelect("count(*) FILTER (WHERE u.role = 'user')::int", 'users')
      .addSelect("count(*) FILTER (WHERE u.join_date > now() - interval '30 days')::int", 'newLast30Days')
      .getRawOne<UserStats>();
    return row as UserStats;
  }

  /** The validated profile fields to write; username and email stay unique. */
  private async applyProfile(user: User, input: UpdateProfileInput): Promise<Partial<User>> {
    const fields = {
      username: trimmed(input.username),
      email: trimmed(input.email)?.toLowerCase(),
      firstName: trimmed(input.firstName),
      lastName: trimmed(input.lastName),
      bio: trimmed(input.bio),
    };
    assertValid(validateProfile(fields));
    await this.auth.assertUnique(
      {
        username: fields.username && fields.username !== user.username ? fields.username : undefined,
        email: fields.email && fields.email !== user.email ? fields.email : undefined,
      },
      user.id,
    );
    const patch: Partial<User> = {};
    if (fields.username) patch.username = fields.username;
    if (fields.email) patch.email = fields.email;
    if (fields.firstName) patch.firstName = fields.firstName;
    if (fields.lastName) patch.lastName = fields.lastName;
    if (fields.bio !== undefined) patch.bio = fields.bio || null;
    // Only null or this member's own upload (avatar-input.ts); a new one comes through POST /api/users/avatar.
    if (input.avatar !== undefined) patch.avatar = await checkedAvatar(input.avatar, user.avatar ?? null, this.uploads);
    return patch;
  }

  /**
   * Sets only the given columns and answers the fresh row. Never save a user read earlier in the
   * request: it would put back a password, token version, block or role changed meanwhile.
   */
  private async write(id: string, patch: QueryDeepPartialEntity<User>): Promise<User> {
    if (Object.keys(patch).length > 0) await this.users.update({ id }, patch);
    return this.getById(id);
  }

  async updateProfile(user: User, input: UpdateProfileInput, address: string): Promise<User> {
    const { email, ...patch } = await this.applyProfile(user, input);
    // A new address needs the current password and stays pending until its own link is opened.
    if (email !== undefined && email !== user.email) await this.verification.requestChange(user, email, input.currentPassword, address);
    const saved = await this.write(user.id, patch);
    if (saved.avatar !== user.avatar) await this.uploads.removeAvatar(user.avatar);
    return saved;
  }

  async create(input: CreateUserInput, actor?: User): Promise<User> {
    const passwordMin = await this.auth.passwordMin();
    // An account an admin creates counts as verified: the admin vouches for the address.
    const user = this.users.create({ role: input.role ?? 'user', isActive: input.isActive ?? true, emailVerified: true });
    const passwordProblem = validatePassword(input.password, passwordMin);
    assertValid(
      {
        ...validateProfile({ username: input.username, email: input.email, firstName: input.firstName, lastName: input.lastName }),
        ...(passwordProblem ? { password: passwordProblem } : {}),
      },
      { passwordMin },
    );
    Object.assign(user, await this.applyProfile(user, input));
    user.passwordHash = await hashPassword(input.password);
    const saved = await this.users.save(user);
    await this.audit.record(actor, 'user.create', { type: 'user', id: saved.id, label: saved.username, details: { username: saved.username } });
    return saved;
  }

  /** Admins may not lock themselves out: no self-blocking, self-demotion or self-deletion. */
  private assertNotSelf(actor: User, target: User, what: string): void {
    if (actor.id === target.id) throw new AppError(ErrorCode.FORBIDDEN, `You cannot ${what} your own account.`);
  }

  async update(actor: User, id: string, input: UpdateUserInput): Promise<User> {
    const user = await this.getById(id);
    if (input.isActive === false) this.assertNotSelf(actor, user, 'block');
    if (input.role && input.role !== 'admin') this.assertNotSelf(actor, user, 'change the role of');
    const patch: QueryDeepPartialEntity<User> = await this.applyProfile(user, input);
    if (input.password !== undefined && input.password !== null) {
      const passwordMin = await this.auth.passwordMin();
      const problem = validatePassword(input.password, passwordMin);
      if (problem) assertValid({ password: problem }, { passwordMin });
      // Counted in SQL: two resets at once both end the sessions before them.
      Object.assign(patch, { passwordHash: await hashPassword(input.password), tokenVersion: () => 'token_version + 1' });
    }
    if (input.role) patch.role = input.role;
    if (input.isActive !== undefined && input.isActive !== null) patch.isActive = input.isActive;
    const saved = await this.write(user.id, patch);
    if (patch.tokenVersion || saved.isActive !== user.isActive || saved.role !== user.role) await this.live.accountChanged(saved.id);
    if (saved.avatar !== user.avatar) await this.uploads.removeAvatar(user.avatar);
    // Which fields, never their values (an email or a password is not the log's to keep).
    const fields = Object.keys(input).filter((key) => key !== 'id' && input[key as keyof UpdateUserInput] !== undefined);
    await this.audit.record(actor, 'user.update', { type: 'user', id: saved.id, label: saved.username, details: { username: saved.username, fields } });
    return saved;
  }

  async setActive(actor: User, id: string, isActive: boolean): Promise<User> {
    const user = await this.getById(id);
    if (!isActive) this.assertNotSelf(actor, user, 'block');
    const saved = await this.write(user.id, { isActive });
    if (!isActive) await this.live.accountChanged(saved.id);
    await this.audit.record(actor, isActive ? 'user.unblock' : 'user.block', { type: 'user', id: user.id, label: user.username, details: { username: user.username } });
    return saved;
  }

  /**
   * Blocks (false) or unblocks (true) every id in one transaction: all of them change, or none does (an unknown id,
   * or the admin's own account in a block, refuses the whole set, each id answering why). Blocked accounts are
   * signed out at once, after the commit.
   */
  async bulkSetActive(actor: User, ids: string[], isActive: boolean): Promise<BulkOutcome> {
    const changed: string[] = [];
    const outcome = await allOrNothing(
      ids,
      { table: 'users', noun: 'user', max: BULK_MAX_USERS },
      (work) =>
        retriedTransaction(this.users.manager.connection, (manager) => {
          changed.length = 0;
          return work(manager);
        }),
      async (manager, id) => {
        const repo = manager.getRepository(User);
        const user = isUUID(id) ? await repo.findOneBy({ id }) : null;
        if (!user) throw notFound('User');
        if (!isActive) this.assertNotSelf(actor, user, 'block');
        if (user.isActive !== isActive) {
          await repo.update({ id }, { isActive });
          changed.push(id);
        }
        await this.audit.record(
          actor,
          isActive ? 'user.unblock' : 'user.block',
          { type: 'user', id, label: user.username, details: { username: user.username, count: new Set(ids).size } },
          manager,
        );
      },
    );
    if (outcome.applied && !isActive) for (const id of changed) await this.live.accountChanged(id);
    return outcome;
  }

  async setRole(actor: User, id: string, role: Role): Promise<User> {
    const user = await this.getById(id);
    if (role !== 'admin') this.assertNotSelf(actor, user, 'change the role of');
    const saved = await this.write(user.id, { role });
    if (saved.role !== user.role) await this.live.accountChanged(saved.id);
    await this.audit.record(actor, `user.role.${role}`, { type: 'user', id: user.id, label: user.username, details: { username: user.username } });
    return saved;
  }

  async delete(actor: User, id: string): Promise<boolean> {
    const user = await this.getById(id);
    this.assertNotSelf(actor, user, 'delete');
    await this.users.delete({ id: user.id });
    await this.live.accountChanged(user.id);
    await this.uploads.removeAvatar(user.avatar);
    await this.audit.record(actor, 'user.delete', { type: 'user', id: user.id, label: user.username, details: { username: user.username } });
    return true;
  }
}
