import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { User } from '../accounts/user.entity.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { SessionOnly } from '../common/decorators/session-only.decorator.js';
import { PagingArgs } from '../common/pagination/paging.args.js';
import { DefaultError } from '../common/rest/default-error.js';
import { QueryBoolean } from '../common/rest/query-values.js';
import { RestErrorAnswer } from '../common/rest/rest-answers.js';
import { RestResource } from '../common/rest/rest-resource.decorator.js';
import { toRestApiKey } from './api-key.rest.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyInput } from './dto/api-key.inputs.js';
import { ApiKeyAnswer, ApiKeyListAnswer, CreatedApiKeyAnswer } from './dto/api-key.types.js';

class AdminApiKeysQuery extends PagingArgs(20) {
  @IsOptional()
  @QueryBoolean()
  activeOnly?: boolean;
}

/** The API keys of issue 35 over REST: the same service as ApiKeysResolver. */
@RestResource('ApiKeys')
@Controller('api/api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @ApiOperation({ summary: "The signed-in member's API keys, newest first (revoked ones say when)" })
  @ApiOkResponse({ type: ApiKeyListAnswer })
  @Get()
  @DefaultError('Failed to get API keys')
  async listOwn(@CurrentUser() user: User) {
    const keys = await this.apiKeys.listOwn(user.id);
    return { apiKeys: keys.map(toRestApiKey), total: keys.length };
  }

  @ApiOperation({ summary: "Admin: every member's API keys, newest first" })
  @ApiOkResponse({ type: ApiKeyListAnswer })
  @Roles('admin')
  @Get('all')
  @DefaultError('Failed to get API keys')
  async listAll(@Query() { skip, take, activeOnly }: AdminApiKeysQuery) {
    const { items, totalItems } = await this.apiKeys.listAll(skip, take, activeOnly ?? false);
    return { apiKeys: items.map(toRestApiKey), total: totalItems };
  }

  @ApiOperation({ summary: 'Create an API key; the answer holds the key, shown this once (not with an API key)' })
  @ApiCreatedResponse({ type: CreatedApiKeyAnswer })
  @ApiResponse({ status: 400, type: RestErrorAnswer, description: 'BAD_USER_INPUT: no name or scope, an expiry in the past or too far, too many keys' })
  @ApiResponse({ status: 403, type: RestErrorAnswer, description: 'FORBIDDEN: the admin scope for a member who is not an administrator; INSUFFICIENT_SCOPE: sent with an API key' })
  @SessionOnly()
  @Post()
  @DefaultError('Failed to create the API key')
  async create(@CurrentUser() user: User, @Body() body: CreateApiKeyInput) {
    const { apiKey, secret } = await this.apiKeys.create(user, body);
    return { key: secret, apiKey: toRestApiKey(apiKey) };
  }

  @ApiOperation({ summary: 'Revoke one of your API keys (an admin: any key); it stops working at once (not with an API key)' })
  @ApiOkResponse({ type: ApiKeyAnswer })
  @ApiResponse({ status: 404, type: RestErrorAnswer, description: 'NOT_FOUND: no such key of yours' })
  @SessionOnly()
  @Delete(':id')
  @HttpCode(200)
  @DefaultError('Failed to revoke the API key')
  async revoke(@CurrentUser() user: User, @Param('id') id: string) {
    return { apiKey: toRestApiKey(await this.apiKeys.revoke(user, id)) };
  }
}
