import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { PepperListArgs } from './dto/pepper-list.args.js';
import { toRestPepper } from './pepper.rest.js';
import { PeppersService } from './peppers.service.js';

/** The old client expects every pepper in one array: a larger default page, still capped. */
class PepperRestQuery extends PepperListArgs {
  override take: number = 100;
}

@Controller('api/peppers')
export class PeppersController {
  constructor(private readonly peppers: PeppersService) {}

  /** SPEC.md: the answer is a plain array; the total is in X-Total-Count. */
  @Public()
  @Get()
  async list(@Query() query: PepperRestQuery, @Res({ passthrough: true }) res: Response) {
    const { items, totalItems } = await this.peppers.list(query);
    res.setHeader('X-Total-Count', String(totalItems));
    return items.map(toRestPepper);
  }
}
