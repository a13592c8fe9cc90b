import { Args, Context, Field, Int, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { SettingsService } from '../settings/settings.service.js';
import { canSeePrivate, User } from '../users/user.entity.js';
import { CaptchaService } from './captcha.service.js';
import { EmailVerificationService } from './email-verification.service.js';

@ObjectType({ description: 'Which account-security settings are enforced (what sign-up and sign-in will ask for)' })
export class AccountSecurityPolicy {
  @Field()
  emailVerification: boolean;

  @Field()
  captcha: boolean;

  @Field()
  twoFactor: boolean;
}

@ObjectType({
  description: 'A proof-of-work captcha: find a solution so that SHA-256 of "challenge:solution" starts with difficulty zero bits',
})
export class CaptchaChallengeType {
  @Field()
  challenge: string;

  @Field(() => Int)
  difficulty: number;

  @Field()
  expiresAt: Date;
}

@Resolver(() => User)
export class AccountSecurityResolver {
  constructor(
    private readonly settings: SettingsService,
    private readonly verification: EmailVerificationService,
    private readonly captcha: CaptchaService,
  ) {}

  @Public()
  @Query(() => CaptchaChallengeType, { description: 'A signed captcha challenge (valid 5 minutes, usable once)' })
  captchaChallenge(): CaptchaChallengeType {
    return this.captcha.challenge();
  }

  @Public()
  @Query(() => AccountSecurityPolicy)
  async accountSecurityPolicy(): Promise<AccountSecurityPolicy> {
    const { emailVerification, captcha, twoFactor } = await this.settings.get();
    return { emailVerification, captcha, twoFactor };
  }

  @Public()
  @Mutation(() => User, { description: 'Confirms an email address with the token from the verification mail (usable once)' })
  verifyEmail(@Args('token') token: string): Promise<User> {
    return this.verification.verify(token);
  }

  @Mutation(() => Boolean, { description: 'Mails a new verification link to the signed-in, unverified user (once a minute)' })
  resendVerificationEmail(@CurrentUser() user: User): Promise<boolean> {
    return this.verification.resend(user);
  }

  @Public()
  @ResolveField(() => Boolean, { nullable: true, description: 'Visible to the user and to admins only' })
  emailVerified(@Parent() user: User, @Context() ctx: GraphqlContext): boolean | null {
    return canSeePrivate(user, ctx.req.user) ? user.emailVerified : null;
  }
}
