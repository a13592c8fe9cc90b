import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/decorators/roles.decorator.js';
import { MailService } from './mail.service.js';

@ObjectType({ description: 'A mail written to the outbox folder (no SMTP_URL): its text part only' })
export class OutboxMailType {
  @Field(() => ID)
  id: string;

  @Field()
  to: string;

  @Field()
  subject: string;

  @Field()
  text: string;

  @Field()
  date: Date;
}

@ObjectType()
export class Outbox {
  @Field({ description: 'Mails are written to DATA_DIR/outbox (no SMTP_URL); with SMTP the list is empty' })
  usesOutbox: boolean;

  @Field({ description: 'Production without SMTP_URL: members receive no mail' })
  undelivered: boolean;

  @Field(() => [OutboxMailType], { description: 'The newest mails, newest first' })
  mails: OutboxMailType[];
}

/** Number of outbox mails the admin panel lists at most. */
export const OUTBOX_LIMIT_MAX = 100;

@Resolver()
export class OutboxResolver {
  constructor(private readonly mail: MailService) {}

  @Roles('admin')
  @Query(() => Outbox, { description: 'Recent mails of the outbox folder (admins)' })
  async outbox(@Args('limit', { type: () => Int, defaultValue: 50 }) limit: number): Promise<Outbox> {
    const n = Math.min(OUTBOX_LIMIT_MAX, Math.max(1, Math.floor(limit) || 1));
    const mails = this.mail.usesOutbox() ? await this.mail.outbox(n) : [];
    return {
      usesOutbox: this.mail.usesOutbox(),
      undelivered: this.mail.undeliveredInProduction(),
      mails: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, date: new Date(m.date) })),
    };
  }
}
