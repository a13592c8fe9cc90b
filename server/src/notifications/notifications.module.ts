import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationEvents } from './notification-events.js';
import { NotificationPreference } from './notification-preference.entity.js';
import { Notification } from './notification.entity.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationPreference])],
  providers: [NotificationEvents, NotificationsService, NotificationsResolver],
  exports: [NotificationsService, NotificationEvents],
})
export class NotificationsModule {}
export const NOTIFICATIONS_RESOLVERS = [NotificationsResolver];
