import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CatalogueCache } from './catalogue-cache.service.js';
import { CatalogueIndexService } from './catalogue-index.service.js';
import { Pepper } from './pepper.entity.js';
import { PepperChangeSet } from './pepper-change-set.entity.js';
import { Favorite, PepperLike } from './pepper-reaction.entities.js';
import { PepperImagesService } from './pepper-images.service.js';
import { PepperImportService } from './pepper-import.service.js';
import { ChilliesController, PeppersController } from './peppers.controller.js';
import { PeppersResolver } from './peppers.resolver.js';
import { PeppersLoaders } from './peppers.loaders.js';
import { PepperReactionsService } from './pepper-reactions.service.js';
import { PeppersService } from './peppers.service.js';
import { PepperBulkService } from './pepper-bulk.service.js';
import { PepperRelationsService } from './pepper-relations.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Pepper, PepperLike, Favorite, PepperChangeSet]), UploadsModule],
  providers: [PeppersService, PepperBulkService, CatalogueCache, CatalogueIndexService, PepperImagesService, PepperImportService, PeppersResolver, PeppersLoaders, PepperReactionsService, PepperRelationsService],
  controllers: [PeppersController, ChilliesController],
  exports: [PeppersService, CatalogueCache, PeppersLoaders],
})
export class PeppersModule {}
export const PEPPERS_RESOLVERS = [PeppersResolver];
