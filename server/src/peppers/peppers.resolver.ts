import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import { PepperListArgs } from './dto/pepper-list.args.js';
import { PepperList } from './dto/pepper-list.type.js';
import { Pepper } from './pepper.entity.js';
import { PeppersService } from './peppers.service.js';

@Resolver(() => Pepper)
export class PeppersResolver {
  constructor(private readonly service: PeppersService) {}

  @Public()
  @Query(() => PepperList, { description: 'Active peppers, searched and paged' })
  peppers(@Args() args: PepperListArgs): Promise<PepperList> {
    return this.service.list(args);
  }

  @Public()
  @Query(() => [Pepper], { description: 'The hottest active peppers by SHU, hottest first' })
  hottestPeppers(@Args('limit', { type: () => Int, defaultValue: 6 }) limit: number): Promise<Pepper[]> {
    return this.service.hottest(limit);
  }

  @Public()
  @Query(() => Pepper)
  pepper(@Args('id', { type: () => ID }) id: string): Promise<Pepper> {
    return this.service.findById(id);
  }
}
