import { Module } from '@nestjs/common';
import { ContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';

@Module({ providers: [ContentService, ContentResolver] })
export class ContentModule {}
export const CONTENT_RESOLVERS = [ContentResolver];
