import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Public } from '../common/decorators/public.decorator.js';
import { DevMailboxGuard } from './dev-mailbox.guard.js';
import { RestErrorAnswer } from '../common/rest/rest-answers.js';
import { DevMailAnswer } from './dev-mail.answer.js';
import { MailService } from './mail.service.js';

class DevMailQuery {
  @IsString({ message: 'to is required' })
  @MaxLength(254)
  to: string;
}

/** Mails older than this are not shown by the development mailbox. */
const DEV_MAIL_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The development mailbox ("Open the mail (development)", like Rails' letter_opener): the newest
 * outbox mail to one address, with the links it carries. It exists only outside production, only
 * while mails go to the outbox folder (no SMTP_URL), and only for requests from this machine;
 * anywhere else it answers 404 as if there were no such route (DevMailboxGuard, before validation),
 * and the OpenAPI document leaves it out.
 */
@Controller('api/dev')
@UseGuards(DevMailboxGuard)
export class DevMailController {
  constructor(private readonly mail: MailService) {}

  @ApiOperation({ summary: 'Development only: the newest mail to an address, from this machine (404 elsewhere)' })
  @ApiOkResponse({ type: DevMailAnswer })
  @ApiResponse({ status: 404, type: RestErrorAnswer, description: 'NOT_FOUND: in production, with SMTP_URL, or from another machine' })
  @Public()
  @Get('mail')
  async latest(@Query() query: DevMailQuery) {
    const [mail] = await this.mail.outbox(1, query.to);
    if (!mail || Date.now() - Date.parse(mail.date) > DEV_MAIL_MAX_AGE_MS) return { mail: null };
    const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
    return { mail: { id: mail.id, to: mail.to, subject: mail.subject, date: mail.date, text: mail.text, links } };
  }
}
