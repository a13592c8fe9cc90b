import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { type Role, ROLES } from '@pepper-atlas/domain';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { DefaultError } from '../common/rest/default-error.js';
import { RestResource } from '../common/rest/rest-resource.decorator.js';
import { RestErrorAnswer, SuccessMessageAnswer } from '../common/rest/rest-answers.js';
import { UserAnswer, UserListAnswer, UserStatsAnswer } from './dto/user.answers.js';
import { CreateUserInput, UpdateUserInput, UserListArgs } from './dto/user.inputs.js';
import type { User } from '../accounts/user.entity.js';
import { toRestUser } from './user.rest.js';
import { UsersService } from './users.service.js';

class SearchQuery extends UserListArgs {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

class RoleBody {
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role: Role;
}

class StatusBody {
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
}

/**
 * The administrators' user routes of docs/rest-api.md under /api/users. Listed last in users.module.ts, so
 * the other /api/users controllers' fixed paths (`profile`, `avatar`, `change-password`) are matched before
 * `:id`; here `search`, `stats` and `role/:role` are declared before it for the same reason.
 */
@RestResource('Users')
@Controller('api/users')
export class UsersAdminController {
  constructor(private readonly users: UsersService) {}

  @ApiOperation({ summary: 'List users' })
  @ApiOkResponse({ type: UserListAnswer })
  @Roles('admin')
  @Get()
  @DefaultError('Failed to get users')
  async list(@Query() query: UserListArgs) {
    const { items, totalItems } = await this.users.list(query);
    return { users: items.map(toRestUser), total: totalItems };
  }

  @ApiOperation({ summary: 'Search users by username, email, first and last name (`q`)' })
  @ApiOkResponse({ type: UserListAnswer })
  @Roles('admin')
  @Get('search')
  @DefaultError('Failed to search users')
  async search(@Query() query: SearchQuery) {
    const { items, totalItems } = await this.users.list({ ...query, search: query.q ?? query.search });
    return { users: items.map(toRestUser), total: totalItems };
  }

  @ApiOperation({ summary: 'User counts' })
  @ApiOkResponse({ type: UserStatsAnswer })
  @Roles('admin')
  @Get('stats')
  @DefaultError('Failed to get user stats')
  stats() {
    return this.users.stats();
  }

  @ApiOperation({ summary: 'List the users of one role' })
  @ApiOkResponse({ type: UserListAnswer })
  @Roles('admin')
  @Get('role/:role')
  @DefaultError('Failed to get users by role')
  async byRole(@Param() params: RoleBody, @Query() query: UserListArgs) {
    const { items, totalItems } = await this.users.list({ ...query, role: params.role });
    return { users: items.map(toRestUser), total: totalItems };
  }

  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserAnswer })
  @Roles('admin')
  @Get(':id')
  @DefaultError('Failed to get user')
  async get(@Param('id') id: string) {
    return { user: toRestUser(await this.users.getById(id)) };
  }

  @ApiOperation({ summary: 'Create a user' })
  @ApiCreatedResponse({ type: UserAnswer })
  @ApiResponse({ status: 409, type: RestErrorAnswer, description: 'CONFLICT: the username or email is taken' })
  @Roles('admin')
  @Post()
  @DefaultError('Failed to create user')
  async create(@Body() body: CreateUserInput, @CurrentUser() actor: User) {
    return { user: toRestUser(await this.users.create(body, actor)) };
  }

  @ApiOperation({ summary: 'Change a user (a new password signs them out everywhere)' })
  @ApiOkResponse({ type: UserAnswer })
  @ApiResponse({ status: 409, type: RestErrorAnswer, description: 'CONFLICT: the username or email is taken' })
  @Roles('admin')
  @Put(':id')
  @DefaultError('Failed to update user')
  async update(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: UpdateUserInput) {
    return { user: toRestUser(await this.users.update(actor, id, body)) };
  }

  @ApiOperation({ summary: 'Delete a user (not yourself)' })
  @ApiOkResponse({ type: SuccessMessageAnswer })
  @Roles('admin')
  @Delete(':id')
  @DefaultError('Failed to delete user')
  async delete(@CurrentUser() actor: User, @Param('id') id: string) {
    await this.users.delete(actor, id);
    return { success: true, message: 'User deleted' };
  }

  @ApiOperation({ summary: 'Block a user (not yourself)' })
  @ApiOkResponse({ type: UserAnswer })
  @Roles('admin')
  @Patch(':id/deactivate')
  @DefaultError('Failed to deactivate user')
  async deactivate(@CurrentUser() actor: User, @Param('id') id: string) {
    return { user: toRestUser(await this.users.setActive(actor, id, false)) };
  }

  @ApiOperation({ summary: 'Unblock a user' })
  @ApiOkResponse({ type: UserAnswer })
  @Roles('admin')
  @Patch(':id/activate')
  @DefaultError('Failed to activate user')
  async activate(@CurrentUser() actor: User, @Param('id') id: string) {
    return { user: toRestUser(await this.users.setActive(actor, id, true)) };
  }

  @ApiOperation({ summary: 'Change the role of a user (not your own)' })
  @ApiOkResponse({ type: UserAnswer })
  @Roles('admin')
  @Patch(':id/role')
  @DefaultError('Failed to update user role')
  async setRole(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: RoleBody) {
    return { user: toRestUser(await this.users.setRole(actor, id, body.role)) };
  }

  @ApiOperation({ summary: 'Block or unblock a user' })
  @ApiOkResponse({ type: UserAnswer })
  @Roles('admin')
  @Put(':id/status')
  @DefaultError('Failed to toggle user status')
  async setStatus(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: StatusBody) {
    return { user: toRestUser(await this.users.setActive(actor, id, body.isActive)) };
  }
}
