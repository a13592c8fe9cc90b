import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ContentVersion } from './content-cache.service.js';
import { ContentLoaders } from './content.loaders.js';
import { ContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';
import { PepperRecipesResolver, RecipePeppersResolver } from './recipe-peppers.resolver.js';

@Module({
  imports: [UploadsModule],
  providers: [ContentService, ContentVersion, ContentResolver, ContentLoaders, RecipePeppersResolver, PepperRecipesResolver],
  exports: [ContentService, ContentVersion, ContentLoaders],
})
export class ContentModule {}
export const CONTENT_RESOLVERS = [ContentResolver, RecipePeppersResolver, PepperRecipesResolver];
