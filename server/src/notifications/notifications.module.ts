import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module.js';
import { LiveEvents, userChannel } from '../live/live-events.js';
import { NotificationEvents } from './notification-events.js';
import { NotificationPreference } from './notification-preference.entity.js';
import { Notification } from './notification.entity.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationPreference]), SettingsModule],
  providers: [NotificationEvents, NotificationsService, NotificationsResolver],
  exports: [NotificationsService, NotificationEvents],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly events: NotificationEvents,
    private readonly live: LiveEvents,
  ) {}

  /** A member's open pages learn that their unread count moved (in every app process, through Redis when set). */
  onModuleInit(): void {
    this.events.on(({ userId }) => void this.live.publish(userChannel(userId), { userId }));
  }
}
export const NOTIFICATIONS_RESOLVERS = [NotificationsResolver];
