import { Module, type OnModuleInit } from '@nestjs/common';
import { LiveEvents, userChannel } from '../live/live-events.service.js';
import { NotificationEvents } from './notification-events.js';
import { NotificationsService } from './notifications.service.js';

/** Telling members what happened (see NotificationsService); reading them is the inbox module's. */
@Module({
  providers: [NotificationEvents, NotificationsService],
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
