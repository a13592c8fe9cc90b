import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { LIMITS } from '@pepper-atlas/domain';
import { memoryStorage } from 'multer';
import { Roles } from '../common/decorators/roles.decorator.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { DefaultError } from '../common/rest/default-error.js';
import { UploadImageAnswer } from './upload.answers.js';
import { UploadsService } from './uploads.service.js';

@Controller('api')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** docs/rest-api.md: multipart with the field `image`; answers `{ success, image: { url } }`. */
  @ApiOperation({ summary: 'Upload a pepper image (multipart, field `image`): JPEG, PNG, WebP, GIF or AVIF, at most 10 MB' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadImageAnswer })
  @Roles('admin')
  @Post('upload-image')
  @HttpCode(201)
  @DefaultError('Failed to upload image')
  @UseInterceptors(
    FileInterceptor('image', { storage: memoryStorage(), limits: { fileSize: LIMITS.image.maxBytes, files: 1, fields: 10 } }),
  )
  async upload(@UploadedFile() file: Express.Multer.File | undefined) {
    if (!file) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Please select an image file', { fields: { image: 'imageRequired' } });
    const image = await this.uploads.storeImage(file.buffer);
    return { success: true, image };
  }
}
