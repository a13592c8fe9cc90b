import { Args, Context, Extensions, Field, Int, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { SettingsService } from '../settings/settings.service.js';
import { canSeePrivate, User } from '../accounts/user.entity.js';
import { CaptchaService } from './captcha.service.js';
import { clientAddress } from '../common/request-context.js';
import { AuthService } from './auth.service.js';
import { AuthPayload } from './dto/auth-payload.type.js';
import { DisableTwoFactorInput, TwoFactorLoginInput } from './dto/auth.inputs.js';
import { EmailVerificationService } from './email-verification.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { VIEWER_FIELD } from '../live/live-sharing.service.js';
import { SessionOnly } from '../common/decorators/session-only.decorator.js';

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

@ObjectType({ description: 'A new TOTP secret to add to an authenticator app (not in force until confirmed)' })
export class TwoFactorEnrolmentType {
  @Field({ description: 'Base32 secret, for typing in by hand' })
  secret: string;

  @Field()
  otpauthUrl: string;

  @Field({ description: 'The otpauth URL as a PNG QR code (data: URL)' })
  qrCodeDataUrl: string;
}

@ObjectType({ description: 'A confirmed email address, and a session for its owner (none when the account has two-factor sign-in on or is blocked)' })
export class EmailConfirmation {
  @Field(() => User)
  user: User;

  @Field(() => String, { nullable: true })
  accessToken: string | null;
}

@Resolver(() => User)
export class AccountSecurityResolver {
  constructor(
    private readonly settings: SettingsService,
    private readonly verification: EmailVerificationService,
    private readonly captcha: CaptchaService,
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
  ) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Second step of a two-factor sign-in: the challenge from login and a TOTP or recovery code' })
  completeTwoFactorLogin(@Args('input') input: TwoFactorLoginInput, @Context() ctx: GraphqlContext): Promise<AuthPayload> {
    return this.auth.completeTwoFactorLogin(input.challenge, input.code, clientAddress(ctx.req));
  }

  @SessionOnly()
  @Mutation(() => TwoFactorEnrolmentType, { description: 'Starts two-factor enrolment: a new secret and its QR code' })
  beginTwoFactorEnrolment(@CurrentUser() user: User): Promise<TwoFactorEnrolmentType> {
    return this.twoFactor.begin(user);
  }

  @SessionOnly()
  @Mutation(() => [String], { description: 'Confirms enrolment with a current code; answers 10 one-time recovery codes, shown only now' })
  confirmTwoFactorEnrolment(@CurrentUser() user: User, @Args('code') code: string): Promise<string[]> {
    return this.twoFactor.confirm(user, code);
  }

  @SessionOnly()
  @Mutation(() => User, { description: 'Turns two-factor authentication off (password and a current or recovery code)' })
  disableTwoFactor(@CurrentUser() user: User, @Args('input') input: DisableTwoFactorInput, @Context() ctx: GraphqlContext): Promise<User> {
    return this.twoFactor.disable(user, input.password, input.code, clientAddress(ctx.req));
  }

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

  @Public()
  @Mutation(() => EmailConfirmation, {
    description: 'Confirms an email address with the token from the verification mail (usable once) and signs its owner in',
  })
  async confirmEmail(@Args('token') token: string): Promise<EmailConfirmation> {
    const { user, tokenVersion } = await this.verification.confirm(token);
    // A password change right after the confirmation (a newer token version) means no session from the link.
    const signIn = user.isActive && !user.twoFactorEnabled && user.tokenVersion === tokenVersion;
    return { user, accessToken: signIn ? await this.auth.signAccessToken(user) : null };
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'The link mailed to the old address of an email change: cancels the change (or puts the old address back) and ends every session',
  })
  cancelEmailChange(@Args('token') token: string): Promise<boolean> {
    return this.verification.cancelChange(token);
  }

  @SessionOnly()
  @Mutation(() => User, { description: 'Drops the signed-in user\'s pending new email address (its confirmation link stops working)' })
  discardPendingEmail(@CurrentUser() user: User): Promise<User> {
    return this.verification.discardPendingEmail(user);
  }

  @Mutation(() => Boolean, {
    description: 'Mails a new confirmation link to the pending new address, or to the unverified address, of the signed-in user (once a minute)',
  })
  resendVerificationEmail(@CurrentUser() user: User): Promise<boolean> {
    return this.verification.resend(user);
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { nullable: true, description: 'Visible to the user and to admins only' })
  twoFactorEnabled(@Parent() user: User, @Context() ctx: GraphqlContext): boolean | null {
    return canSeePrivate(user, ctx.req.user) ? user.twoFactorEnabled : null;
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => String, {
    nullable: true,
    description: 'A new address waiting for its confirmation link (sign-in keeps the current one); visible to the user and to admins only',
  })
  pendingEmail(@Parent() user: User, @Context() ctx: GraphqlContext): string | null {
    return canSeePrivate(user, ctx.req.user) ? user.pendingEmail : null;
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { nullable: true, description: 'Visible to the user and to admins only' })
  emailVerified(@Parent() user: User, @Context() ctx: GraphqlContext): boolean | null {
    return canSeePrivate(user, ctx.req.user) ? user.emailVerified : null;
  }
}
