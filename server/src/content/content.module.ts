import { Module } from '@nestjs/common';
import { ContentLoaders } from './content.loaders.js';
import { ContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';
import { PepperRecipesResolver, RecipePeppersResolver } from './recipe-peppers.resolver.js';

@Module({ providers: [ContentService, ContentResolver, ContentLoaders, RecipePeppersResolver, PepperRecipesResolver], exports: [ContentService, ContentLoaders] })
export class ContentModule {}
export const CONTENT_RESOLVERS = [ContentResolver, RecipePeppersResolver, PepperRecipesResolver];
