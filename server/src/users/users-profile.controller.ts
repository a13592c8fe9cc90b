import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { LIMITS } from '@pepper-atlas/domain';
import { AuthService } from '../auth/auth.service.js';
import { ChangePasswordInput } from '../auth/dto/auth.inputs.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { type AppRequest, clientAddress } from '../common/request-context.js';
import { DefaultError } from '../common/rest/default-error.js';
import { RestResource } from '../common/rest/rest-resource.decorator.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { RestErrorAnswer } from '../common/rest/rest-answers.js';
import { AvatarAnswer, ChangePasswordAnswer, SuccessUserAnswer, UserAnswer } from './dto/user.answers.js';
import { UpdateProfileInput } from './dto/user.inputs.js';
import type { User } from '../accounts/user.entity.js';
import { toRestUser } from './user.rest.js';
import { UsersService } from './users.service.js';
import { SessionOnly } from '../common/decorators/session-only.decorator.js';

/**
 * The signed-in member's own routes of docs/rest-api.md under /api/users: the profile, the avatar, the
 * password. `profile` and `avatar` are matched before UsersAdminController's `:id`: it is listed before it
 * in users.module.ts.
 */
@RestResource('Users')
@Controller('api/users')
export class UsersProfileController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

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

  @SessionOnly()
  @ApiOperation({ summary: 'Change your password; older tokens stop working' })
  @ApiOkResponse({ type: ChangePasswordAnswer })
  @Put('change-password')
  @DefaultError('Failed to change password')
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordInput, @Req() req: AppRequest) {
    const session = await this.auth.changePassword(user, body, clientAddress(req));
    return { success: true, message: 'Password changed', tokens: { accessToken: session.accessToken } };
  }
}
