import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module.js';
import { BudgetWindow } from './budget-window.entity.js';
import { BudgetsService } from './budgets.service.js';
import { RateLimitResolver } from './rate-limit.resolver.js';

/** API budgets (issue 35): points per hour per client, spent by GraphQL (its cost) and REST (one point). */
@Module({
  imports: [SettingsModule, TypeOrmModule.forFeature([BudgetWindow])],
  providers: [BudgetsService, RateLimitResolver],
  exports: [BudgetsService],
})
export class BudgetsModule {}
export const BUDGETS_RESOLVERS = [RateLimitResolver];
