import type { ApiKey } from './api-key.entity.js';
import type { RestApiKey } from './dto/api-key.types.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toRestApiKey(key: ApiKey): RestApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    expiresAt: iso(key.expiresAt),
    lastUsedAt: iso(key.lastUsedAt),
    revokedAt: iso(key.revokedAt),
    createdAt: key.createdAt.toISOString(),
    userId: key.userId,
  };
}
