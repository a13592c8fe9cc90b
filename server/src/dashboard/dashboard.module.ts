import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { DashboardResolver } from './dashboard.resolver.js';

@Module({ imports: [MailModule], providers: [DashboardResolver] })
export class DashboardModule {}
export const DASHBOARD_RESOLVERS = [DashboardResolver];
