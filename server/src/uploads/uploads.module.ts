import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseImageStorage, IMAGE_STORAGE, LocalImageStorage } from './image-storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        config.imageStore === 'disk' ? new LocalImageStorage(config.uploadDir) : new DatabaseImageStorage(dataSource),
    },
    UploadsService,
  ],
  controllers: [UploadsController],
  exports: [UploadsService, IMAGE_STORAGE],
})
export class UploadsModule {}
