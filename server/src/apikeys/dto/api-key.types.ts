import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyScope } from '@pepper-atlas/domain';
import { ApiKey } from '../api-key.entity.js';

@ObjectType({ description: 'A key just created: the key itself, shown this once, and its record' })
export class CreatedApiKey {
  @Field({ description: 'The key (pa_...): send it as `Authorization: Bearer <key>`. It is not stored and cannot be shown again' })
  key: string;

  @Field(() => ApiKey)
  apiKey: ApiKey;
}

@ObjectType({ description: 'Admin: a page of API keys' })
export class ApiKeyList {
  @Field(() => [ApiKey])
  items: ApiKey[];

  @Field(() => Int)
  totalItems: number;
}

// The REST answers of /api/api-keys as OpenAPI schemas (api-key.rest.ts maps the entity to them).

export class RestApiKey {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The first characters of the key (pa_ and 8 more)' }) prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes: ApiKeyScope[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'uuid', description: 'The member it acts as' }) userId: string;
}

export class ApiKeyAnswer {
  @ApiProperty({ type: RestApiKey }) apiKey: RestApiKey;
}

export class CreatedApiKeyAnswer {
  @ApiProperty({ description: 'The key (pa_...), shown this once' }) key: string;
  @ApiProperty({ type: RestApiKey }) apiKey: RestApiKey;
}

export class ApiKeyListAnswer {
  @ApiProperty({ type: [RestApiKey] }) apiKeys: RestApiKey[];
  @ApiProperty({ type: 'integer', description: 'All matches, beyond this page' }) total: number;
}
