import { Context, Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { BudgetsService, requestBudget } from './budgets.service.js';

@ObjectType({ description: "Where this client's API budget stands (points per hour); asking for it alone costs nothing" })
export class RateLimit {
  @Field(() => Int, { description: 'Points per hour of this client: an API key, a member session or a guest address' })
  limit: number;

  @Field(() => Int, { description: 'Points left until resetAt' })
  remaining: number;

  @Field({ description: 'When the budget is whole again (the end of the clock hour)' })
  resetAt: Date;

  @Field(() => Int, { description: 'What this request spent' })
  cost: number;
}

@Resolver(() => RateLimit)
export class RateLimitResolver {
  constructor(private readonly budgets: BudgetsService) {}

  @Public()
  @Query(() => RateLimit, { description: "This client's API budget: limit, remaining points, when it resets, and this request's cost" })
  async rateLimit(@Context() ctx: GraphqlContext): Promise<RateLimit> {
    const state = requestBudget(ctx.req) ?? (await this.budgets.spend(this.budgets.clientOf(ctx.req), 0));
    return { limit: state.limit, remaining: state.remaining, resetAt: state.resetAt, cost: state.cost };
  }
}
