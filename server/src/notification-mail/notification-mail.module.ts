import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PeppersModule } from '../peppers/peppers.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { NotificationMailResolver } from './notification-mail.resolver.js';
import { NotificationMailService } from './notification-mail.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/** Notifications by mail: at once or in a daily digest, with one-click unsubscribe links (issue 36). */
@Module({
  imports: [MailModule, NotificationsModule, SettingsModule, UsersModule, PeppersModule],
  controllers: [UnsubscribeController],
  providers: [NotificationMailService, NotificationMailResolver],
  exports: [NotificationMailService],
})
export class NotificationMailModule {}
export const NOTIFICATION_MAIL_RESOLVERS = [NotificationMailResolver];
