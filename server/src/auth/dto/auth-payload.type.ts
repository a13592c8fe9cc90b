import { Field, ObjectType } from '@nestjs/graphql';
import { User } from '../../accounts/user.entity.js';

@ObjectType({ description: 'A signed-in session: the user and a bearer access token' })
export class AuthPayload {
  @Field(() => User)
  user: User;

  @Field()
  accessToken: string;
}
