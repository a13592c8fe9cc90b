import { Module } from '@nestjs/common';
import { DashboardResolver } from './dashboard.resolver.js';

@Module({ providers: [DashboardResolver] })
export class DashboardModule {}
export const DASHBOARD_RESOLVERS = [DashboardResolver];
