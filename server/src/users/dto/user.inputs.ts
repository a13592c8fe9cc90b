import { ArgsType, Field, InputType, Int, OmitType, PartialType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ROLES, type Role } from '@pepper-atlas/domain';
import { RegisterInput } from '../../auth/dto/auth.inputs.js';
import { PagingArgs } from '../../common/pagination/paging.args.js';
import { QueryBoolean } from '../../common/rest/query-values.js';
import { SortOrder } from '../../common/pagination/sort-order.js';
import { UserRole } from '../../accounts/user.entity.js';

// Types and hard caps only: the rules and their messages come from the shared domain module.

/** Registration fields plus what only an admin sets. */
@InputType()
export class CreateUserInput extends RegisterInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'Only null (no avatar) or the address the server issued for this member\'s own upload (POST /api/users/avatar)' })
  @IsOptional()
  @MaxLength(500)
  @IsString()
  avatar?: string | null;

  @Field(() => UserRole, { nullable: true, description: 'Defaults to user' })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;

  @Field({ nullable: true, description: 'Defaults to true' })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

/** What members may change about themselves. */
@InputType()
export class UpdateProfileInput extends PartialType(OmitType(CreateUserInput, ['password', 'role', 'isActive'] as const)) {
  @Field(() => String, { nullable: true, description: 'Needed to change the email address (checked and counted like a password change)' })
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  currentPassword?: string | null;
}

/** What admins may change about anyone (a new password signs the user out everywhere). */
@InputType()
export class UpdateUserInput extends PartialType(CreateUserInput) {}

export const USER_SORT_FIELDS = ['joinDate', 'username', 'email', 'role', 'postsCount', 'lastName'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const UserSortBy = Object.fromEntries(USER_SORT_FIELDS.map((f) => [f, f])) as { [K in UserSortField]: K };
registerEnumType(UserSortBy, { name: 'UserSortBy' });

@ArgsType()
export class UserListArgs extends PagingArgs(20) {
  @Field(() => String, { nullable: true, description: 'Matches username, email, first and last name' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @Field(() => UserRole, { nullable: true })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;

  @Field(() => Boolean, { nullable: true, description: 'true: active only; false: blocked only' })
  @IsOptional()
  @QueryBoolean()
  isActive?: boolean;

  @Field(() => UserSortBy, { defaultValue: 'joinDate' })
  @IsIn(USER_SORT_FIELDS)
  sortBy: UserSortField = 'joinDate';

  @Field(() => SortOrder, { defaultValue: 'desc' })
  @IsIn(['asc', 'desc'])
  sortOrder: 'asc' | 'desc' = 'desc';
}

@ArgsType()
export class UsernameArgs {
  @Field(() => String)
  @IsString()
  @MaxLength(100)
  username!: string;
}

@ArgsType()
export class MemberSuggestionsArgs {
  @Field(() => String, { description: 'The start of a username, as typed after @ (any case)' })
  @IsString()
  @MaxLength(31)
  prefix!: string;

  @Field(() => Int, { defaultValue: 6, description: 'How many, 1..10' })
  @IsInt()
  @Min(1)
  @Max(10)
  first!: number;
}
