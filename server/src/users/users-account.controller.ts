import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { AuthService } from '../auth/auth.service.js';
import { CaptchaService } from '../auth/captcha.service.js';
import { EmailVerificationService } from '../auth/email-verification.service.js';
import { LoginInput, RegisterInput, TwoFactorLoginInput } from '../auth/dto/auth.inputs.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { type AppRequest, clientAddress } from '../common/request-context.js';
import { DefaultError } from '../common/rest/default-error.js';
import { RestResource } from '../common/rest/rest-resource.decorator.js';
import { RestErrorAnswer, SuccessMessageAnswer } from '../common/rest/rest-answers.js';
import { CaptchaChallengeAnswer, RestSession, SuccessUserAnswer } from './dto/user.answers.js';
import type { User } from '../accounts/user.entity.js';
import { toRestSession, toRestUser } from './user.rest.js';

class VerifyEmailBody {
  @IsString({ message: 'token is required' })
  @MaxLength(200)
  token: string;
}

class ForgotPasswordBody {
  @IsString({ message: 'Please fill in all required fields' })
  @MaxLength(300)
  email: string;
}

class ResetPasswordBody {
  @IsString({ message: 'Please fill in all required fields' })
  @MaxLength(200)
  token: string;

  @IsString({ message: 'Please fill in all required fields' })
  @MaxLength(1000)
  newPassword: string;
}

/**
 * The account routes of docs/rest-api.md under /api/users: signing in and up, the e-mail's verification,
 * the password's reset. Its fixed paths are matched before UsersAdminController's `:id`: it is listed
 * before it in users.module.ts.
 */
@RestResource('Users')
@Controller('api/users')
export class UsersAccountController {
  constructor(
    private readonly auth: AuthService,
    private readonly verification: EmailVerificationService,
    private readonly captcha: CaptchaService,
  ) {}

  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: RestSession })
  @ApiResponse({ status: 401, type: RestErrorAnswer, description: 'UNAUTHENTICATED: wrong credentials or a blocked user; TWO_FACTOR_REQUIRED with a `challenge` for POST /api/users/login/two-factor' })
  @ApiResponse({ status: 429, type: RestErrorAnswer, description: 'TOO_MANY_REQUESTS: sign-in attempts over the limit (Retry-After says when to try again)' })
  @Public()
  @Post('login')
  @HttpCode(200)
  @DefaultError('Login failed')
  async login(@Body() body: LoginInput, @Req() req: AppRequest) {
    return toRestSession(await this.auth.login(body, clientAddress(req)));
  }

  @ApiOperation({ summary: 'Complete a two-factor sign-in with a TOTP or recovery code' })
  @ApiOkResponse({ type: RestSession })
  @ApiResponse({ status: 401, type: RestErrorAnswer, description: 'UNAUTHENTICATED: a wrong code or an expired challenge' })
  @ApiResponse({ status: 429, type: RestErrorAnswer, description: 'TOO_MANY_REQUESTS: attempts over the limit' })
  @Public()
  @Post('login/two-factor')
  @HttpCode(200)
  @DefaultError('Login failed')
  async loginTwoFactor(@Body() body: TwoFactorLoginInput, @Req() req: AppRequest) {
    return toRestSession(await this.auth.completeTwoFactorLogin(body.challenge, body.code, clientAddress(req)));
  }

  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiCreatedResponse({ type: RestSession })
  @ApiResponse({ status: 409, type: RestErrorAnswer, description: 'CONFLICT: the username or email is taken' })
  @Public()
  @Post('register')
  @DefaultError('Registration failed')
  async register(@Body() body: RegisterInput) {
    return toRestSession(await this.auth.register(body));
  }

  @ApiOperation({ summary: 'A captcha challenge (proof of work) to solve before signing up' })
  @ApiOkResponse({ type: CaptchaChallengeAnswer })
  @Public()
  @Get('captcha-challenge')
  @DefaultError('Failed to create a captcha')
  captchaChallenge() {
    return this.captcha.challenge();
  }

  @ApiOperation({ summary: 'Confirm an email address with the token from the mail' })
  @ApiOkResponse({ type: SuccessUserAnswer })
  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @DefaultError('Email verification failed')
  async verifyEmail(@Body() body: VerifyEmailBody) {
    return { success: true, user: toRestUser(await this.verification.verify(body.token)) };
  }

  @ApiOperation({ summary: 'Cancel an email change with the link mailed to the old address; every session ends' })
  @ApiOkResponse({ type: SuccessMessageAnswer })
  @ApiResponse({ status: 400, type: RestErrorAnswer, description: 'BAD_USER_INPUT: the link is invalid or has expired' })
  @Public()
  @Post('cancel-email-change')
  @HttpCode(200)
  @DefaultError('Failed to cancel the email change')
  async cancelEmailChange(@Body() body: VerifyEmailBody) {
    await this.verification.cancelChange(body.token);
    return { success: true, message: 'The email change was cancelled and every session ended' };
  }

  @ApiOperation({ summary: 'Send a password-reset link (the answer is the same whether the account exists or not)' })
  @ApiOkResponse({ type: SuccessMessageAnswer })
  @ApiResponse({ status: 429, type: RestErrorAnswer, description: 'TOO_MANY_REQUESTS: requests over the limit' })
  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @DefaultError('Failed to request a password reset')
  async forgotPassword(@Body() body: ForgotPasswordBody, @Req() req: AppRequest) {
    await this.auth.requestPasswordReset(body.email, clientAddress(req));
    return { success: true, message: 'If an account uses this email, a password-reset link is on its way' };
  }

  @ApiOperation({ summary: 'Set a new password with the token from the mail, and sign in' })
  @ApiOkResponse({ type: RestSession })
  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @DefaultError('Failed to reset the password')
  async resetPassword(@Body() body: ResetPasswordBody, @Req() req: AppRequest) {
    return toRestSession(await this.auth.resetPassword(body.token, body.newPassword, clientAddress(req)));
  }

  @ApiOperation({ summary: 'Send the email confirmation again' })
  @ApiOkResponse({ type: SuccessMessageAnswer })
  @Post('resend-verification')
  @HttpCode(200)
  @DefaultError('Failed to send the verification email')
  async resendVerification(@CurrentUser() user: User) {
    return { success: await this.verification.resend(user), message: 'Verification email sent' };
  }

  @ApiOperation({ summary: 'Check that the token is valid' })
  @ApiOkResponse({ type: SuccessUserAnswer })
  @Post('verify')
  @HttpCode(200)
  verify(@CurrentUser() user: User) {
    return { success: true, user: toRestUser(user) };
  }
}
