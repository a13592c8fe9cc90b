import { Field, Int, ObjectType } from '@nestjs/graphql';
import { User } from '../user.entity.js';

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
