import { Module } from '@nestjs/common';
import { DevMailController } from './dev-mail.controller.js';
import { MailService } from './mail.service.js';
import { OutboxResolver } from './outbox.resolver.js';

@Module({
  providers: [MailService, OutboxResolver],
  controllers: [DevMailController],
  exports: [MailService],
})
export class MailModule {}
export const MAIL_RESOLVERS = [OutboxResolver];
