import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
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
import { CreateUserInput, UpdateProfileInput, UpdateUserInput, UserListArgs } from './dto/user.inputs.js';
import type { User } from './user.entity.js';
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

  @Public()
  @Post('login')
  @HttpCode(200)
  @DefaultError('Login failed')
  async login(@Body() body: LoginInput, @Req() req: AppRequest) {
    return toRestSession(await this.auth.login(body, clientAddress(req)));
  }

  @Public()
  @Post('login/two-factor')
  @HttpCode(200)
  @DefaultError('Login failed')
  async loginTwoFactor(@Body() body: TwoFactorLoginInput, @Req() req: AppRequest) {
    return toRestSession(await this.auth.completeTwoFactorLogin(body.challenge, body.code, clientAddress(req)));
  }

  @Public()
  @Post('register')
  @DefaultError('Registration failed')
  async register(@Body() body: RegisterInput) {
    return toRestSession(await this.auth.register(body));
  }

  @Public()
  @Get('captcha-challenge')
  @DefaultError('Failed to create a captcha')
  captchaChallenge() {
    return this.captcha.challenge();
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @DefaultError('Email verification failed')
  async verifyEmail(@Body() body: VerifyEmailBody) {
    return { success: true, user: toRestUser(await this.verification.verify(body.token)) };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @DefaultError('Failed to request a password reset')
  async forgotPassword(@Body() body: ForgotPasswordBody, @Req() req: AppRequest) {
    await this.auth.requestPasswordReset(body.email, clientAddress(req));
    return { success: true, message: 'If an account uses this email, a password-reset link is on its way' };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @DefaultError('Failed to reset the password')
  async resetPassword(@Body() body: ResetPasswordBody, @Req() req: AppRequest) {
    return toRestSession(await this.auth.resetPassword(body.token, body.newPassword, clientAddress(req)));
  }

  @Post('resend-verification')
  @HttpCode(200)
  @DefaultError('Failed to send the verification email')
  async resendVerification(@CurrentUser() user: User) {
    return { success: await this.verification.resend(user), message: 'Verification email sent' };
  }

  @Post('verify')
  @HttpCode(200)
  verify(@CurrentUser() user: User) {
    return { success: true, user: toRestUser(user) };
  }

  @Get('profile')
  @DefaultError('Failed to get profile')
  profile(@CurrentUser() user: User) {
    return { user: toRestUser(user) };
  }

  @Put('profile')
  @DefaultError('Failed to update profile')
  async updateProfile(@CurrentUser() user: User, @Body() body: UpdateProfileInput) {
    return { user: toRestUser(await this.users.updateProfile(user, body)) };
  }

  /** Multipart with the field `avatar`: checked by content, cropped square, re-encoded at 32, 64 and 160 px. */
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

  @Delete('avatar')
  @DefaultError('Failed to update profile')
  async removeAvatar(@CurrentUser() user: User) {
    return { success: true, user: toRestUser(await this.users.removeAvatar(user)) };
  }

  @Put('change-password')
  @DefaultError('Failed to change password')
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordInput, @Req() req: AppRequest) {
    const session = await this.auth.changePassword(user, body, clientAddress(req));
    return { success: true, message: 'Password changed', tokens: { accessToken: session.accessToken } };
  }

  @Roles('admin')
  @Get()
  @DefaultError('Failed to get users')
  async list(@Query() query: UserListArgs) {
    const { items, totalItems } = await this.users.list(query);
    return { users: items.map(toRestUser), total: totalItems };
  }

  @Roles('admin')
  @Get('search')
  @DefaultError('Failed to search users')
  async search(@Query() query: SearchQuery) {
    const { items, totalItems } = await this.users.list({ ...query, search: query.q ?? query.search });
    return { users: items.map(toRestUser), total: totalItems };
  }

  @Roles('admin')
  @Get('stats')
  @DefaultError('Failed to get user stats')
  stats() {
    return this.users.stats();
  }

  @Roles('admin')
  @Get('role/:role')
  @DefaultError('Failed to get users by role')
  async byRole(@Param() params: RoleBody, @Query() query: UserListArgs) {
    const { items, totalItems } = await this.users.list({ ...query, role: params.role });
    return { users: items.map(toRestUser), total: totalItems };
  }

  @Roles('admin')
  @Get(':id')
  @DefaultError('Failed to get user')
  async get(@Param('id') id: string) {
    return { user: toRestUser(await this.users.getById(id)) };
  }

  @Roles('admin')
  @Post()
  @DefaultError('Failed to create user')
  async create(@Body() body: CreateUserInput, @CurrentUser() actor: User) {
    return { user: toRestUser(await this.users.create(body, actor)) };
  }

  @Roles('admin')
  @Put(':id')
  @DefaultError('Failed to update user')
  async update(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: UpdateUserInput) {
    return { user: toRestUser(await this.users.update(actor, id, body)) };
  }

  @Roles('admin')
  @Delete(':id')
  @DefaultError('Failed to delete user')
  async delete(@CurrentUser() actor: User, @Param('id') id: string) {
    await this.users.delete(actor, id);
    return { success: true, message: 'User deleted' };
  }

  @Roles('admin')
  @Patch(':id/deactivate')
  @DefaultError('Failed to deactivate user')
  async deactivate(@CurrentUser() actor: User, @Param('id') id: string) {
    return { user: toRestUser(await this.users.setActive(actor, id, false)) };
  }

  @Roles('admin')
  @Patch(':id/activate')
  @DefaultError('Failed to activate user')
  async activate(@CurrentUser() actor: User, @Param('id') id: string) {
    return { user: toRestUser(await this.users.setActive(actor, id, true)) };
  }

  @Roles('admin')
  @Patch(':id/role')
  @DefaultError('Failed to update user role')
  async setRole(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: RoleBody) {
    return { user: toRestUser(await this.users.setRole(actor, id, body.role)) };
  }

  @Roles('admin')
  @Put(':id/status')
  @DefaultError('Failed to toggle user status')
  async setStatus(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: StatusBody) {
    return { user: toRestUser(await this.users.setActive(actor, id, body.isActive)) };
  }
}
