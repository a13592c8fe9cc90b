import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { User } from '../../accounts/user.entity.js';

@ObjectType()
export class UserList {
  @Field(() => [User])
  items: User[];

  @Field(() => Int)
  totalItems: number;
}

@ObjectType()
export class UserStats {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  active: number;

  @Field(() => Int)
  blocked: number;

  @Field(() => Int)
  admins: number;

  @Field(() => Int)
  moderators: number;

  @Field(() => Int)
  users: number;

  @Field(() => Int, { description: 'Joined in the last 30 days' })
  newLast30Days: number;
}

/**
 * What anyone may see of a member (`/users/:username`): no contact details, role, status or
 * account security, so a new private column never leaks here by accident.
 */
@ObjectType()
export class PublicProfile {
  @Field(() => ID)
  id: string;

  @Field()
  username: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => String, { nullable: true, description: 'The uploaded avatar (its 160 px URL), or null' })
  avatar: string | null;

  @Field(() => String, { nullable: true })
  bio: string | null;

  @Field()
  joinDate: Date;

  @Field(() => Int, { description: 'Topics and comments written' })
  postsCount: number;
}

export function toPublicProfile(user: User): PublicProfile {
  const { id, username, firstName, lastName, avatar, bio, joinDate, postsCount } = user;
  return { id, username, firstName, lastName, avatar, bio, joinDate, postsCount };
}
