import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseImageStorage, IMAGE_STORAGE, LocalImageStorage } from './image-storage.service.js';
import { S3ImageStorage } from './s3-image-storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource) => {
        if (config.imageStore === 'disk') return new LocalImageStorage(config.uploadDir);
        if (config.imageStore === 's3' && config.s3) return new S3ImageStorage(config.s3);
        return new DatabaseImageStorage(dataSource);
      },
    },
    UploadsService,
  ],
  controllers: [UploadsController],
  exports: [UploadsService, IMAGE_STORAGE],
})
export class UploadsModule {}
