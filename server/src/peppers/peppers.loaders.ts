import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { viewerLoader } from '../common/dataloader/loaders.js';
import type { AppRequest } from '../common/request-context.js';
import type { Pepper } from './pepper.entity.js';
import { PepperReactionsService } from './pepper-reactions.service.js';
import { PepperRelationsService } from './pepper-relations.service.js';
import { PeppersService } from './peppers.service.js';

declare module '../common/dataloader/loaders.js' {
  interface Loaders {
    /** Whether the signed-in user liked a pepper or keeps it as a favorite (false for guests). */
    pepperLikedByViewer: DataLoader<string, boolean>;
    pepperFavoriteOfViewer: DataLoader<string, boolean>;
    /** `[[Pepper name]]` in posts: the slug of the pepper with this lower-cased English or Hebrew name. */
    pepperSlugByName: DataLoader<string, string | null>;
    /** The pepper page's related peppers, keyed by the pepper (its id): one query for every pepper of a list. */
    similarPeppers: DataLoader<Pepper, Pepper[], string>;
    pepperSubstitutes: DataLoader<Pepper, Pepper[], string>;
    /** The origin section's other peppers from the same country. */
    sameCountryPeppers: DataLoader<Pepper, Pepper[], string>;
  }
}

/** The catalogue's loaders of a GraphQL request (see common/dataloader/loaders.ts). */
@Injectable()
export class PeppersLoaders {
  constructor(
    private readonly peppers: PeppersService,
    private readonly reactions: PepperReactionsService,
    private readonly relations: PepperRelationsService,
  ) {}

  create(req: AppRequest) {
    return {
      pepperLikedByViewer: viewerLoader(req, (userId, ids) => this.reactions.likedBy(userId, ids)),
      pepperFavoriteOfViewer: viewerLoader(req, (userId, ids) => this.reactions.favoritedBy(userId, ids)),
      pepperSlugByName: new DataLoader((names: readonly string[]) => this.peppers.slugsByLowerNames(names)),
      similarPeppers: new DataLoader((peppers: readonly Pepper[]) => this.relations.similarOf(peppers), { cacheKeyFn: (p) => p.id }),
      pepperSubstitutes: new DataLoader((peppers: readonly Pepper[]) => this.relations.substitutesOf(peppers), { cacheKeyFn: (p) => p.id }),
      sameCountryPeppers: new DataLoader((peppers: readonly Pepper[]) => this.relations.sameCountryOf(peppers), { cacheKeyFn: (p) => p.id }),
    };
  }
}
