import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { cookieValue, DEFAULT_THEME, parseStoredTheme, STORAGE_KEYS, type Theme } from '@pepper-atlas/domain';
import { Public } from '../common/decorators/public.decorator.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { RestErrorAnswer, SuccessMessageAnswer } from '../common/rest/rest-answers.js';
import { NotificationMailService } from './notification-mail.service.js';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page.js';

/** A browser's form asks for a page back; a mail client's one-click POST (RFC 8058) reads nothing. */
const wantsHtml = (req: Request) => /text\/html/.test(req.headers.accept ?? '');

/** The page is drawn in the reader's theme as the site keeps it (its cookie), else the system's. */
const themeOf = (req: Request): Theme => parseStoredTheme(cookieValue(req.headers.cookie, STORAGE_KEYS.theme) ?? null) ?? DEFAULT_THEME;

/**
 * The link in every notification mail (and its `List-Unsubscribe` header). No session and no CSRF token: the signed
 * token is the proof. A GET only shows a page with a button (link scanners open links); a POST with the body
 * `List-Unsubscribe=One-Click` stops that kind of mail at once.
 */
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly service: NotificationMailService) {}

  @ApiOperation({ summary: 'The unsubscribe page of a notification mail (HTML, in the member\'s language): a button that stops that kind of mail' })
  @ApiProduces('text/html')
  @ApiQuery({ name: 'token', description: 'The signed token of the mail' })
  @ApiResponse({ status: 200, description: 'The page with the button' })
  @ApiResponse({ status: 400, description: 'The token is malformed or was changed: a page saying so' })
  @Public()
  @Get()
  async page(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const claim = await this.service.readToken(token);
      res.type('html').send(confirmPage(claim.language, themeOf(req), claim.kind, token as string));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      res.status(error.status).type('html').send(invalidPage(themeOf(req)));
    }
  }

  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058): that kind of notification mail becomes "never"' })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiQuery({ name: 'token', description: 'The signed token of the mail' })
  @ApiBody({ schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } }, required: ['List-Unsubscribe'] } })
  @ApiOkResponse({ type: SuccessMessageAnswer })
  @ApiResponse({ status: 400, type: RestErrorAnswer, description: 'BAD_USER_INPUT: the token is malformed or was changed, or the body is not List-Unsubscribe=One-Click' })
  @Public()
  @Post()
  @HttpCode(200)
  async unsubscribe(
    @Query('token') token: unknown,
    @Body() body: Record<string, unknown> | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessMessageAnswer | string> {
    res.setHeader('Cache-Control', 'no-store');
    const html = wantsHtml(req);
    try {
      if (body?.['List-Unsubscribe'] !== 'One-Click') {
        throw new AppError(ErrorCode.BAD_USER_INPUT, 'Send the body List-Unsubscribe=One-Click to unsubscribe.', { fields: { body: 'oneClickBodyRequired' } });
      }
      const claim = await this.service.unsubscribe(token);
      if (!html) return { success: true, message: `Unsubscribed: no more mails of kind ${claim.kind}.` };
      res.type('html');
      return donePage(claim.language, themeOf(req), claim.kind);
    } catch (error) {
      if (!html || !(error instanceof AppError)) throw error;
      res.status(error.status).type('html');
      return invalidPage(themeOf(req));
    }
  }
}
