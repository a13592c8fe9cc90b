import { Args, Context, Extensions, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import type { User } from '../accounts/user.entity.js';
import { PepperImportRow, PepperInput, PepperPatchInput, UpdatePepperInput } from './dto/pepper.input.js';
import { PepperFilterInput, PepperListArgs } from './dto/pepper-list.args.js';
import {
  ImportResult,
  PepperLikeResult,
  PepperList,
  PepperStats,
  PepperStatusAction,
  type PepperStatusActionName,
} from './dto/pepper-results.type.js';
import { HeatComparison } from './dto/heat-comparison.type.js';
import { PepperSource } from './dto/pepper-source.type.js';
import { BulkResult } from '../common/graphql/bulk-result.type.js';
import { Pepper } from './pepper.entity.js';
import { PepperReactionsService } from './pepper-reactions.service.js';
import { PeppersService } from './peppers.service.js';
import { PepperRelationsService } from './pepper-relations.service.js';
import { PepperBulkService } from './pepper-bulk.service.js';
import { PepperImportService } from './pepper-import.service.js';
import { PepperImagesService } from './pepper-images.service.js';
import { readLimited } from '../uploads/uploads.service.js';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { VIEWER_FIELD } from '../live/live-sharing.service.js';

const IdArg = () => Args('id', { type: () => ID });

@Resolver(() => Pepper)
export class PeppersResolver {
  constructor(
    private readonly service: PeppersService,
    private readonly bulk: PepperBulkService,
    private readonly images: PepperImagesService,
    private readonly importer: PepperImportService,
    private readonly reactions: PepperReactionsService,
    private readonly relations: PepperRelationsService,
  ) {}

  @Public()
  @Query(() => PepperList, { description: 'The catalogue: search, filters, sort and paging (inactive peppers for admins)' })
  peppers(@Args() args: PepperListArgs, @CurrentUser() viewer?: User): Promise<PepperList> {
    return this.service.list(args, viewer);
  }

  @Public()
  @Query(() => [Pepper], { description: 'The hottest active peppers by SHU, hottest first' })
  hottestPeppers(@Args('limit', { type: () => Int, defaultValue: 6 }) limit: number): Promise<Pepper[]> {
    return this.service.hottest(limit);
  }

  @Public()
  @Query(() => Pepper)
  pepper(@IdArg() id: string, @CurrentUser() viewer?: User): Promise<Pepper> {
    return this.service.findById(id, viewer);
  }

  @Public()
  @Query(() => Pepper, { description: 'The pepper at /peppers/<slug>' })
  pepperBySlug(@Args('slug') slug: string, @CurrentUser() viewer?: User): Promise<Pepper> {
    return this.service.findBySlug(slug, viewer);
  }

  @Public()
  @Query(() => PepperStats)
  pepperStats(): Promise<PepperStats> {
    return this.service.stats();
  }

  @Public()
  @Mutation(() => Int, { description: 'Counts a view of a pepper; returns the new total' })
  viewPepper(@IdArg() id: string): Promise<number> {
    return this.reactions.view(id);
  }

  @Mutation(() => PepperLikeResult, { description: 'Likes or unlikes a pepper (once per user)' })
  togglePepperLike(@IdArg() id: string, @CurrentUser() user: User): Promise<PepperLikeResult> {
    return this.reactions.toggleLike(id, user);
  }

  @Mutation(() => Boolean, { description: 'Adds or removes a favorite; returns whether it is now a favorite' })
  toggleFavorite(@IdArg() id: string, @CurrentUser() user: User): Promise<boolean> {
    return this.reactions.toggleFavorite(id, user);
  }

  @Mutation(() => Int, { description: "Adds a guest's browser favorites to the account; returns how many were valid" })
  addFavorites(@Args('ids', { type: () => [ID] }) ids: string[], @CurrentUser() user: User): Promise<number> {
    return this.reactions.addFavorites(ids, user);
  }

  @Roles('admin')
  @Mutation(() => Pepper)
  createPepper(@Args('input') input: PepperInput, @CurrentUser() user: User): Promise<Pepper> {
    return this.service.create(input, user);
  }

  @Roles('admin')
  @Mutation(() => Pepper, { description: 'Updates the given fields and last_updated' })
  updatePepper(@IdArg() id: string, @Args('input') input: UpdatePepperInput, @CurrentUser() user: User): Promise<Pepper> {
    return this.service.update(id, input, user);
  }

  @Roles('admin')
  @Mutation(() => Pepper, { description: 'Deletes a pepper (restorePepper undoes it)' })
  deletePepper(@IdArg() id: string, @CurrentUser() user: User): Promise<Pepper> {
    return this.service.delete(id, user);
  }

  @Roles('admin')
  @Mutation(() => Pepper, { description: 'Undoes a delete' })
  restorePepper(@IdArg() id: string, @CurrentUser() user: User): Promise<Pepper> {
    return this.service.restore(id, user);
  }

  @Roles('admin')
  @Mutation(() => Pepper)
  setPepperStatus(
    @IdArg() id: string,
    @Args('action', { type: () => PepperStatusAction }) action: PepperStatusActionName,
    @Args('value') value: boolean,
    @CurrentUser() user: User,
  ): Promise<Pepper> {
    return this.service.setStatus(id, action, value, user);
  }

  @Roles('admin')
  @Mutation(() => BulkResult, { description: 'One transaction: every id changes, or none does' })
  bulkSetPepperStatus(
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Args('action', { type: () => PepperStatusAction }) action: PepperStatusActionName,
    @Args('value') value: boolean,
    @CurrentUser() user: User,
  ): Promise<BulkResult> {
    return this.bulk.bulkSetStatus(ids, action, value, user);
  }

  @Roles('admin')
  @Mutation(() => BulkResult, {
    description: 'Sets the same fields on every id in one transaction (every id changes, or none does); undoPepperChanges undoes it',
  })
  bulkUpdatePeppers(
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Args('patch') patch: PepperPatchInput,
    @CurrentUser() user: User,
  ): Promise<BulkResult> {
    return this.bulk.bulkUpdate(ids, patch, user);
  }

  @Roles('admin')
  @Mutation(() => BulkResult, {
    description:
      'bulkUpdatePeppers on every pepper the admin filter matches now (up to 10,000); with expectedCount, refused (CONFLICT) when it matches another number',
  })
  bulkUpdateMatchingPeppers(
    @Args('filter') filter: PepperFilterInput,
    @Args('patch') patch: PepperPatchInput,
    @Args('expectedCount', { type: () => Int, nullable: true }) expectedCount: number | null,
    @CurrentUser() user: User,
  ): Promise<BulkResult> {
    return this.bulk.bulkUpdateMatching(filter, patch, expectedCount, user);
  }

  @Roles('admin')
  @Query(() => [Pepper], { description: 'Every pepper the admin filter matches (default: all of them), by name: the export' })
  pepperExport(
    @Args('filter', { type: () => PepperFilterInput, nullable: true }) filter: PepperFilterInput | null,
    @CurrentUser() user: User,
  ): Promise<Pepper[]> {
    return this.bulk.matching(filter ?? { status: 'all' }, user);
  }

  @Roles('admin')
  @Mutation(() => ImportResult, {
    description:
      'Imports up to 10,000 peppers: each row updates the pepper its slug or English name matches, or adds one. dryRun: the preview, ' +
      'nothing written. Otherwise one transaction: an invalid row refuses the whole import (BAD_USER_INPUT naming the row) unless ' +
      'skipInvalid; undoPepperChanges undoes it',
  })
  importPeppers(
    @Args('rows', { type: () => [PepperImportRow] }) rows: PepperImportRow[],
    @Args('dryRun') dryRun: boolean,
    @Args('skipInvalid', { type: () => Boolean, nullable: true }) skipInvalid: boolean | null,
    @CurrentUser() user: User,
  ): Promise<ImportResult> {
    return this.importer.import(rows, dryRun, skipInvalid ?? false, user);
  }

  @Roles('admin')
  @Mutation(() => BulkResult, {
    description: 'Puts every pepper of a bulk change back as it was, in one transaction; refused (CONFLICT) for a pepper edited since',
  })
  undoPepperChanges(@Args('changeSetId', { type: () => ID }) changeSetId: string, @CurrentUser() user: User): Promise<BulkResult> {
    return this.bulk.undoChanges(changeSetId, user);
  }

  @Roles('admin')
  @Mutation(() => BulkResult, { description: 'One transaction: every id is deleted, or none is' })
  bulkDeletePeppers(@Args('ids', { type: () => [ID] }) ids: string[], @CurrentUser() user: User): Promise<BulkResult> {
    return this.bulk.bulkDelete(ids, user);
  }

  @Roles('admin')
  @Mutation(() => Pepper, { description: 'Uploads a picture (JPEG, PNG, WebP, GIF or AVIF, up to 10 MB); replaces the old one' })
  async uploadPepperImage(
    @IdArg() id: string,
    @Args({ name: 'file', type: () => GraphQLUpload }) file: Promise<FileUpload>,
    @CurrentUser() user: User,
  ): Promise<Pepper> {
    const upload = await file;
    return this.images.replace(id, await readLimited(upload.createReadStream()), user);
  }

  @Roles('admin')
  @Mutation(() => Pepper, { description: 'Removes the picture (the fallback picture shows instead)' })
  deletePepperImage(@IdArg() id: string, @CurrentUser() user: User): Promise<Pepper> {
    return this.images.remove(id, user);
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { description: 'Whether the signed-in user liked it (false for guests)' })
  likedByMe(@Parent() pepper: Pepper, @Context() ctx: GraphqlContext): Promise<boolean> {
    return ctx.loaders.pepperLikedByViewer.load(pepper.id);
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { description: "Whether it is among the signed-in user's favorites (false for guests)" })
  isFavorite(@Parent() pepper: Pepper, @Context() ctx: GraphqlContext): Promise<boolean> {
    return ctx.loaders.pepperFavoriteOfViewer.load(pepper.id);
  }

  /**
   * A field resolver rather than a getter on the entity as imageSrcSet: the tests' global setup loads the compiled
   * entities (server/dist), and an object type the entity imported came into the tests' schema twice ("Cannot
   * determine a GraphQL output type for lowTimes").
   */
  @Public()
  @ResolveField(() => HeatComparison, { description: "How its heat compares with a jalapeño's (milder, about the same, or about X-Y times)" })
  heatComparison(@Parent() pepper: Pepper): HeatComparison {
    return this.relations.heatComparison(pepper);
  }

  @Public()
  @ResolveField(() => [Pepper], {
    description:
      '4-6 active peppers like this one: the same species first, then the nearest heat (SHU midpoint on a log scale) and shared flavour words; never itself',
  })
  similarPeppers(@Parent() pepper: Pepper, @Context() ctx: GraphqlContext): Promise<Pepper[]> {
    return ctx.loaders.similarPeppers.load(pepper);
  }

  @Public()
  @ResolveField(() => [Pepper], {
    description:
      'Up to 4 active peppers to cook with instead: within about three times its heat, closest in heat and flavour, each more common (views and likes); empty for the most common of its heat',
  })
  substitutes(@Parent() pepper: Pepper, @Context() ctx: GraphqlContext): Promise<Pepper[]> {
    return ctx.loaders.pepperSubstitutes.load(pepper);
  }

  @Public()
  @ResolveField(() => [PepperSource], { description: 'The sources it cites, in the order of their numbers on its page' })
  sources(@Parent() pepper: Pepper): PepperSource[] {
    return pepper.sources ?? [];
  }

  @Public()
  @ResolveField(() => [Pepper], {
    description: 'Up to 6 other active peppers from the same country, the most common (views and likes) first; empty when its country is unknown',
  })
  sameCountryPeppers(@Parent() pepper: Pepper, @Context() ctx: GraphqlContext): Promise<Pepper[]> {
    return ctx.loaders.sameCountryPeppers.load(pepper);
  }
}
