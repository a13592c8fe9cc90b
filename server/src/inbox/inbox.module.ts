import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { InboxService } from './inbox.service.js';
import { NotificationPreference } from './notification-preference.entity.js';
import { Notification } from './notification.entity.js';
import { NotificationsResolver } from './notifications.resolver.js';

/** A member's notifications as they read them (GraphQL `notifications`, `unreadNotifications`, …). */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationPreference]), SettingsModule, NotificationsModule],
  providers: [InboxService, NotificationsResolver],
})
export class InboxModule {}
export const NOTIFICATIONS_RESOLVERS = [NotificationsResolver];
