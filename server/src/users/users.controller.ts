import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { LIMITS, type Role, ROLES } from '@pepper-atlas/domain';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AuthService } from '../auth/auth.service.js';
import { CaptchaService } from '../auth/captcha.service.js';
import { EmailVerificationService } from '../auth/email-verification.service.js';
import { ChangePasswordInput, LoginInput, RegisterInput, TwoFactorLoginInput } from '../auth/dto/auth.inputs.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { type AppRequest, clientAddress } from '../common/request-context.js';
import { DefaultError } from '../common/rest/default-error.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { RestErrorAnswer, SuccessMessageAnswer } from '../common/rest/rest-answers.js';
import {
  AvatarAnswer,
  CaptchaChallengeAnswer,
  ChangePasswordAnswer,
  RestSession,
  SuccessUserAnswer,
  UserAnswer,
  UserListAnswer,
  UserStatsAnswer,
} from './dto/user.answers.js';
import { CreateUserInput, UpdateProfileInput, UpdateUserInput, UserListArgs } from './dto/user.inputs.js';
import type { User } from '../accounts/user.entity.js';
import { toRestSession, toRestUser } from './user.rest.js';
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

class StatusBody {
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
}

/**
 * The user routes of docs/rest-api.md, with their exact paths and answer shapes.
 * Fixed paths are declared before `:id` so Express matches them first.
 */
@Controller('api/users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
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

  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserAnswer })
  @Get('profile')
  @DefaultError('Failed to get profile')
  profile(@CurrentUser() user: User) {
    return { user: toRestUser(user) };
  }

  @ApiOperation({
    summary: 'Change your own profile; a new email needs `currentPassword` and stays pending (`pendingEmail`) until its link is opened',
  })
  @ApiOkResponse({ type: UserAnswer })
  @ApiResponse({ status: 409, type: RestErrorAnswer, description: 'CONFLICT: the username or email is taken' })
  @Put('profile')
  @DefaultError('Failed to update profile')
  async updateProfile(@CurrentUser() user: User, @Body() body: UpdateProfileInput, @Req() req: AppRequest) {
    return { user: toRestUser(await this.users.updateProfile(user, body, clientAddress(req))) };
  }

  /** Multipart with the field `avatar`: checked by content, cropped square, re-encoded at 32, 64 and 160 px. */
  @ApiOperation({ summary: 'Upload an avatar image (multipart, field `avatar`): cropped square, re-encoded at 32, 64 and 160 px' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: AvatarAnswer })
  @Post('avatar')
  @HttpCode(201)
  @DefaultError('Failed to update profile')
  @UseInterceptors(
    FileInterceptor('avatar', { storage: memoryStorage(), limits: { fileSize: LIMITS.image.maxBytes, files: 1, fields: 10 } }),
  )
  async uploadAvatar(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File | undefined) {
    if (!file) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Please select an image file', { fields: { avatar: 'imageRequired' } });
    const saved = await this.users.setAvatar(user, file.buffer);
    // The shape of /api/upload-image (`image.url`), plus the updated user.
    return { success: true, image: { url: saved.avatar }, user: toRestUser(saved) };
  }

  @ApiOperation({ summary: 'Remove your avatar' })
  @ApiOkResponse({ type: SuccessUserAnswer })
  @Delete('avatar')
  @DefaultError('Failed to update profile')
  async removeAvatar(@CurrentUser() user: User) {
    return { success: true, user: toRestUser(await this.users.removeAvatar(user)) };
  }

  @ApiOperation({ summary: 'Change your password; older tokens stop working' })
  @ApiOkResponse({ type: ChangePasswordAnswer })
  @Put('change-password')
  @DefaultError('Failed to change password')
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordInput, @Req() req: AppRequest) {
    const session = await this.auth.changePassword(user, body, clientAddress(req));
    return { success: true, message: 'Password changed', tokens: { accessToken: session.accessToken } };
  }

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
