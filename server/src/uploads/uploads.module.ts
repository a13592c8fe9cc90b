import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IMAGE_STORAGE, LocalImageStorage } from './image-storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  providers: [
    { provide: IMAGE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalImageStorage(config.uploadDir) },
    UploadsService,
  ],
  controllers: [UploadsController],
  exports: [UploadsService],
})
export class UploadsModule {}
