import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { TopicsModule } from '../topics/topics.module.js';
import { Report } from './report.entity.js';
import { ReportsResolver } from './reports.resolver.js';
import { ReportsService } from './reports.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Report]), TopicsModule, NotificationsModule],
  providers: [ReportsService, ReportsResolver],
  exports: [ReportsService],
})
export class ReportsModule {}
export const REPORTS_RESOLVERS = [ReportsResolver];
