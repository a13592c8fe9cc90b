import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  API_KEY_ID_LENGTH,
  API_KEY_LIMITS,
  API_KEY_PREFIX,
  type ApiKeyScope,
  isActiveAdmin,
  isApiKeyScope,
  isWellFormedApiKey,
} from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type Repository } from 'typeorm';
import type { User } from '../accounts/user.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { AppError, badInput, ErrorCode, notFound } from '../common/errors/app-error.js';
import { lockRowsInOrder } from '../common/retried-transaction.js';
import { LiveEvents } from '../live/live-events.service.js';
import { ApiKey } from './api-key.entity.js';

export interface CreateApiKey {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt?: Date | null;
}

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The key itself: shown this once, never stored. */
  secret: string;
}

/** A request authenticated by a key: its member and the key. */
export interface KeyIdentity {
  user: User;
  apiKey: ApiKey;
}

const requestKeys = new WeakMap<object, ApiKey>();

/** The key a request was authenticated with (set by the auth guard), or undefined for a session or a guest. */
export function requestApiKey(req: object): ApiKey | undefined {
  return requestKeys.get(req);
}

export function setRequestApiKey(req: object, apiKey: ApiKey): void {
  requestKeys.set(req, apiKey);
}

/** How often a key's `lastUsedAt` is written at most: a busy key writes once a minute, not once a request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashApiKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new key: the prefix and 30 random bytes as base64url (40 characters, 240 bits). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(30).toString('base64url');
}

/** The API keys of issue 35: made, listed and revoked by their members (and by admins), and checked per request. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly audit: AuditService,
    private readonly live: LiveEvents,
  ) {}

  async create(user: User, input: CreateApiKey): Promise<CreatedApiKey> {
    const name = input.name.trim();
    if (!name || name.length > API_KEY_LIMITS.nameMax) {
      throw badInput(`A key's name is 1 to ${API_KEY_LIMITS.nameMax} characters.`, { name: 'apiKeys.errors.name' });
    }
    const scopes = [...new Set(input.scopes)];
    if (scopes.length === 0 || !scopes.every(isApiKeyScope)) {
      throw badInput('Choose at least one scope: read, write or admin.', { scopes: 'apiKeys.errors.scopes' });
    }
    if (scopes.includes('admin') && !isActiveAdmin(user)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Only administrators may create keys with the admin scope.');
    }
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt) {
      const now = Date.now();
      if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now) {
        throw badInput('The expiry must be in the future.', { expiresAt: 'apiKeys.errors.expiryPast' });
      }
      if (expiresAt.getTime() > now + API_KEY_LIMITS.maxExpiryDays * 86_400_000) {
        throw badInput(`A key expires within ${API_KEY_LIMITS.maxExpiryDays} days at most.`, { expiresAt: 'apiKeys.errors.expiryFar' });
      }
    }
    const secret = generateApiKey();
    // One transaction with the member's row locked: two keys asked for at once are counted one after the other, so
    // the cap holds under parallel requests, and a key is never left without its audit entry.
    const id = await this.keys.manager.transaction(async (manager) => {
      await lockRowsInOrder(manager, 'users', [user.id]);
      const live = await manager
        .getRepository(ApiKey)
        .createQueryBuilder('k')
        .where('k.userId = :userId AND k.revokedAt IS NULL AND (k.expiresAt IS NULL OR k.expiresAt > now())', { userId: user.id })
        .getCount();
      if (live >= API_KEY_LIMITS.perMember) {
        throw badInput(`A member may hold ${API_KEY_LIMITS.perMember} keys at most: revoke one first.`, { name: 'apiKeys.errors.tooMany' });
      }
      const apiKey = manager.getRepository(ApiKey).create({
        userId: user.id,
        name,
        prefix: secret.slice(0, API_KEY_ID_LENGTH),
        keyHash: hashApiKey(secret),
        scopes: ['read', 'write', 'admin'].filter((s) => scopes.includes(s as ApiKeyScope)) as ApiKeyScope[],
        expiresAt,
      });
      await manager.getRepository(ApiKey).insert(apiKey);
      await this.audit.record(
        user,
        'apikey.create',
        { type: 'apikey', id: apiKey.id, label: apiKey.name, details: { keyPrefix: apiKey.prefix, scopes: apiKey.scopes, username: user.username } },
        manager,
      );
      return apiKey.id;
    });
    return { apiKey: await this.keys.findOneByOrFail({ id }), secret };
  }

  /** A member's keys, newest first, revoked ones included (they say when). */
  listOwn(userId: string): Promise<ApiKey[]> {
    return this.keys.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Admin: every key, newest first. */
  async listAll(skip: number, take: number, activeOnly: boolean): Promise<{ items: ApiKey[]; totalItems: number }> {
    const [items, totalItems] = await this.keys.findAndCount({
      where: activeOnly ? { revokedAt: IsNull() } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { items, totalItems };
  }

  /**
   * Revokes a key: its member's own, or any key for an active admin. Revoking a revoked key changes nothing and
   * answers it as it is. Another member's key reads as not found (its existence is not told).
   */
  async revoke(actor: User, id: string): Promise<ApiKey> {
    const key = isUUID(id) ? await this.keys.findOne({ where: { id }, relations: { user: true } }) : null;
    const asAdmin = isActiveAdmin(actor);
    if (!key || (key.userId !== actor.id && !asAdmin)) throw notFound('API key');
    if (key.revokedAt) {
      delete key.user;
      return key;
    }
    const result = await this.keys
      .createQueryBuilder()
      .update(ApiKey)
      .set({ revokedAt: () => 'now()' })
      .where('id = :id AND revoked_at IS NULL', { id })
      .execute();
    const revoked = await this.keys.findOneByOrFail({ id });
    if (result.affected) {
      // Its member's live sockets are checked again in every process: one opened with this key closes now.
      await this.live.accountChanged(key.userId);
      await this.audit.record(actor, 'apikey.revoke', {
        type: 'apikey',
        id: key.id,
        label: key.name,
        details: { keyPrefix: key.prefix, ...(key.user ? { username: key.user.username } : {}) },
      });
    }
    return revoked;
  }

  /**
   * The member and key of a bearer credential that looks like a key (`pa_...`), or a 401 with a stable code:
   * API_KEY_INVALID (malformed or unknown), API_KEY_REVOKED (revoked, or an admin key whose member is no longer an
   * administrator), API_KEY_EXPIRED, UNAUTHENTICATED (the member is blocked). The member is read on every request,
   * so a block or a demotion stops the keys at once, in every process.
   */
  async authenticate(secret: string): Promise<KeyIdentity> {
    if (!isWellFormedApiKey(secret)) throw new AppError(ErrorCode.API_KEY_INVALID);
    const apiKey = await this.keys.findOne({ where: { keyHash: hashApiKey(secret) }, relations: { user: true } });
    const user = apiKey?.user;
    if (!apiKey || !user) throw new AppError(ErrorCode.API_KEY_INVALID);
    if (apiKey.revokedAt) throw new AppError(ErrorCode.API_KEY_REVOKED);
    if (apiKey.expiresAt && apiKey.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.API_KEY_EXPIRED);
    if (!user.isActive) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your account is blocked.');
    if (apiKey.scopes.includes('admin') && user.role !== 'admin') {
      throw new AppError(ErrorCode.API_KEY_REVOKED, "This key's administrator no longer holds the role: it no longer works.");
    }
    await this.touch(apiKey);
    delete apiKey.user;
    return { user, apiKey };
  }

  /** Records an admin operation done with a key (GraphQL field or REST method and path). */
  async recordAdminUse(user: User, apiKey: ApiKey, operation: string): Promise<void> {
    await this.audit.record(user, 'apikey.use', {
      type: 'apikey',
      id: apiKey.id,
      label: apiKey.name,
      details: { keyPrefix: apiKey.prefix, operation: operation.slice(0, 200) },
    });
  }

  private async touch(apiKey: ApiKey): Promise<void> {
    if (apiKey.lastUsedAt && Date.now() - apiKey.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    // One statement, guarded by the stored value: parallel requests write at most once a minute between them.
    await this.keys
      .createQueryBuilder()
      .update(ApiKey)
      .set({ lastUsedAt: () => 'now()' })
      .where(`id = :id AND (last_used_at IS NULL OR last_used_at < now() - interval '60 seconds')`, { id: apiKey.id })
      .execute();
  }
}
