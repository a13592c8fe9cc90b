import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { AppRequest } from '../common/request-context.js';
import type { Pepper } from '../peppers/pepper.entity.js';
import { ContentService } from './content.service.js';

declare module '../common/dataloader/loaders.js' {
  interface Loaders {
    /** The peppers a recipe uses, by the recipe's id: one query for every recipe of a list. */
    recipePeppers: DataLoader<string, Pepper[]>;
  }
}

/** The content's loaders of a GraphQL request (see common/dataloader/loaders.ts). */
@Injectable()
export class ContentLoaders {
  constructor(private readonly content: ContentService) {}

  create(_req: AppRequest) {
    return {
      recipePeppers: new DataLoader((ids: readonly string[]) => this.content.peppersOf(ids)),
    };
  }
}
