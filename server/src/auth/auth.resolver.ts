import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { clientAddress } from '../common/request-context.js';
import type { User } from '../accounts/user.entity.js';
import { AuthService } from './auth.service.js';
import { AuthPayload } from './dto/auth-payload.type.js';
import { ChangePasswordInput, LoginInput, RegisterInput } from './dto/auth.inputs.js';
import { SessionOnly } from '../common/decorators/session-only.decorator.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Create an account and sign in' })
  register(@Args('input') input: RegisterInput): Promise<AuthPayload> {
    return this.auth.register(input);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Sign in with email and password (throttled)' })
  login(@Args('input') input: LoginInput, @Context() ctx: GraphqlContext): Promise<AuthPayload> {
    return this.auth.login(input, clientAddress(ctx.req));
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Mails a password-reset link (valid 30 minutes, usable once) when an account has this email; answers true for any email (throttled per email and address)',
  })
  requestPasswordReset(@Args('email') email: string, @Context() ctx: GraphqlContext): Promise<boolean> {
    return this.auth.requestPasswordReset(email, clientAddress(ctx.req));
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Sets a new password with the token from the reset mail; every other session ends and the user is signed in',
  })
  resetPassword(@Args('token') token: string, @Args('newPassword') newPassword: string, @Context() ctx: GraphqlContext): Promise<AuthPayload> {
    return this.auth.resetPassword(token, newPassword, clientAddress(ctx.req));
  }

  @SessionOnly()
  @Mutation(() => AuthPayload, { description: 'Change the password; every earlier session ends and a new token is returned' })
  changePassword(@CurrentUser() user: User, @Args('input') input: ChangePasswordInput, @Context() ctx: GraphqlContext): Promise<AuthPayload> {
    return this.auth.changePassword(user, input, clientAddress(ctx.req));
  }
}
