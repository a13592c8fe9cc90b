import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RestErrorAnswer, SuccessMessageAnswer } from '../common/rest/rest-answers.js';
import { DeletePepperImageAnswer, RestPepper } from './dto/pepper.answers.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { DefaultError } from '../common/rest/default-error.js';
import type { User } from '../accounts/user.entity.js';
import type { PepperInput } from './dto/pepper.input.js';
import { PepperListArgs } from './dto/pepper-list.args.js';
import { fromRestPepper, RestPepperBody, toRestPepper } from './pepper.rest.js';
import { PepperImagesService } from './pepper-images.service.js';
import { PeppersService } from './peppers.service.js';

/** With skip or take a page (up to 100, 100 by default); without either every match (see list). */
class PepperRestQuery extends PepperListArgs {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100, default: 100, required: false })
  override take: number = 100;
}

/** The pepper routes of docs/rest-api.md. Writes are admin-only. */
@Controller('api/peppers')
export class PeppersController {
  constructor(
    private readonly peppers: PeppersService,
    private readonly images: PepperImagesService,
  ) {}

  /**
   * docs/rest-api.md: the answer is a plain array, the whole catalogue for the original client, which sends no
   * paging; the total is in X-Total-Count. Newer clients page with skip and take (take at most 100).
   */
  @ApiOperation({ summary: 'List peppers: every match without skip or take, else a page', description: 'Public; with a token, `favoritesOnly` lists your favorites and admins may ask for `status=inactive` or `all`.' })
  @ApiOkResponse({
    type: [RestPepper],
    headers: {
      'X-Total-Count': { description: 'The number of matches; with X-Total-Count-Capped, at least this many', schema: { type: 'integer' } },
      'X-Total-Count-Capped': {
        description: 'true when a page\'s count stopped at 1,000 (or one past the page) before the last match; never with exactTotal=true or without paging',
        schema: { type: 'string', enum: ['true'] },
      },
    },
  })
  @Public()
  @Get()
  @DefaultError('Failed to load peppers')
  async list(
    @Query() query: PepperRestQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() viewer?: User,
  ) {
    // The validated query has the defaults filled in: whether paging was asked for is in the raw one.
    const paged = req.query.skip !== undefined || req.query.take !== undefined;
    const { items, totalItems, totalCapped } = await this.peppers.list(query, viewer, { all: !paged });
    res.setHeader('X-Total-Count', String(totalItems));
    if (totalCapped) res.setHeader('X-Total-Count-Capped', 'true');
    return items.map(toRestPepper);
  }

  @ApiOperation({ summary: 'One pepper by id or slug' })
  @ApiOkResponse({ type: RestPepper })
  @ApiParam({ name: 'id', description: 'The id or the slug' })
  @ApiResponse({ status: 404, type: RestErrorAnswer, description: 'NOT_FOUND: no such pepper' })
  @Public()
  @Get(':id')
  async get(@Param('id') id: string, @CurrentUser() viewer?: User) {
    return toRestPepper(await this.peppers.findByIdOrSlug(id, viewer));
  }

  @ApiOperation({ summary: 'Add a pepper (needs name, shu and group)' })
  @ApiCreatedResponse({ type: RestPepper })
  @Roles('admin')
  @Post()
  @DefaultError('Failed to add pepper. Please try again.')
  async create(@Body() body: RestPepperBody, @CurrentUser() user: User) {
    return toRestPepper(await this.peppers.create(fromRestPepper(body) as PepperInput, user));
  }

  @ApiOperation({ summary: 'Change a pepper (only the fields sent)' })
  @ApiOkResponse({ type: RestPepper })
  @Roles('admin')
  @Put(':id')
  @DefaultError('Failed to update pepper. Please try again.')
  async update(@Param('id') id: string, @Body() body: RestPepperBody, @CurrentUser() user: User) {
    return toRestPepper(await this.peppers.update(id, fromRestPepper(body), user));
  }

  @ApiOperation({ summary: 'Delete a pepper' })
  @ApiOkResponse({ type: SuccessMessageAnswer })
  @Roles('admin')
  @Delete(':id')
  async delete(@Param('id') id: string, @CurrentUser() user: User) {
    await this.peppers.delete(id, user);
    return { success: true, message: 'Pepper deleted' };
  }

  @ApiOperation({ summary: 'Show a pepper in the catalogue' })
  @ApiOkResponse({ type: RestPepper })
  @Roles('admin')
  @Patch(':id/activate')
  async activate(@Param('id') id: string, @CurrentUser() user: User) {
    return toRestPepper(await this.peppers.setStatus(id, 'active', true, user));
  }

  @ApiOperation({ summary: 'Hide a pepper from the catalogue' })
  @ApiOkResponse({ type: RestPepper })
  @Roles('admin')
  @Patch(':id/deactivate')
  async deactivate(@Param('id') id: string, @CurrentUser() user: User) {
    return toRestPepper(await this.peppers.setStatus(id, 'active', false, user));
  }

  @ApiOperation({ summary: 'Feature a pepper' })
  @ApiOkResponse({ type: RestPepper })
  @Roles('admin')
  @Patch(':id/feature')
  async feature(@Param('id') id: string, @CurrentUser() user: User) {
    return toRestPepper(await this.peppers.setStatus(id, 'featured', true, user));
  }

  @ApiOperation({ summary: 'Stop featuring a pepper' })
  @ApiOkResponse({ type: RestPepper })
  @Roles('admin')
  @Patch(':id/unfeature')
  async unfeature(@Param('id') id: string, @CurrentUser() user: User) {
    return toRestPepper(await this.peppers.setStatus(id, 'featured', false, user));
  }

  @ApiOperation({ summary: 'Remove the image of a pepper' })
  @ApiOkResponse({ type: DeletePepperImageAnswer })
  @Roles('admin')
  @Delete(':id/image')
  async deleteImage(@Param('id') id: string, @CurrentUser() user: User) {
    return { success: true, message: 'image deleted successfully', pepper: toRestPepper(await this.images.remove(id, user)) };
  }
}

/** docs/rest-api.md: `POST /chillies` with a chilli payload, an alias of creating a pepper. */
@ApiTags('Peppers')
@Controller('chillies')
export class ChilliesController {
  constructor(private readonly peppers: PeppersService) {}

  @ApiOperation({ summary: 'Add a pepper: the same as POST /api/peppers' })
  @ApiCreatedResponse({ type: RestPepper })
  @Roles('admin')
  @Post()
  @DefaultError('Failed to add pepper. Please try again.')
  async create(@Body() body: RestPepperBody, @CurrentUser() user: User) {
    return toRestPepper(await this.peppers.create(fromRestPepper(body) as PepperInput, user));
  }
}
