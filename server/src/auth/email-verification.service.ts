import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { returningRows } from '../common/sql.js';
import { MailService } from '../mail/mail.service.js';
import { newMailToken, tokenHash } from './mail-token.js';
import { SettingsService } from '../settings/settings.service.js';
import { markSelfView, User } from '../users/user.entity.js';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A new verification mail at most this often per account. */
export const RESEND_INTERVAL_SECONDS = 60;

/**
 * Email verification: a random token mailed as a link, stored only as its hash with an expiry,
 * usable once. With the "email verification" setting on, unverified members cannot post.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  /** Whether the setting is on and this user still has to verify (posting is refused). */
  async mustVerify(user: User): Promise<boolean> {
    return !user.emailVerified && (await this.settings.get()).emailVerification;
  }

  async assertVerified(user: User): Promise<void> {
    if (await this.mustVerify(user)) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
  }

  /** After sign-up or an email change: mails a link when the setting is on. A mail failure never fails the request. */
  async onNewAddress(user: User): Promise<void> {
    if (!(await this.settings.get()).emailVerification) return;
    await this.users.update({ id: user.id }, { emailVerificationSentAt: new Date() });
    await this.sendLink(user).catch((error: Error) => this.logger.warn(`Verification mail to user ${user.id} failed: ${error.message}`));
  }

  /** Another link for a signed-in, unverified user, at most once a minute. */
  async resend(user: User): Promise<boolean> {
    if (user.emailVerified) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Your email address is already verified.');
    const claimed = await returningRows(
      this.users.manager,
      `UPDATE users SET email_verification_sent_at = now() WHERE id = $1
         AND (email_verification_sent_at IS NULL OR email_verification_sent_at < now() - $2::interval) RETURNING id`,
      [user.id, `${RESEND_INTERVAL_SECONDS} seconds`],
    );
    if (claimed.length === 0) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'A verification email was sent recently. Please wait a minute.', {
        retryAfter: RESEND_INTERVAL_SECONDS,
      });
    }
    await this.sendLink(user);
    return true;
  }

  /** Confirms the address of the token's owner; the token works once, before its expiry. */
  async verify(token: string): Promise<User> {
    const rows = await returningRows<{ id: string }>(
      this.users.manager,
      `UPDATE users SET email_verified = true, email_verification_token_hash = NULL, email_verification_expires_at = NULL
       WHERE email_verification_token_hash = $1 AND email_verification_expires_at > now() RETURNING id`,
      [tokenHash(token)],
    );
    if (rows.length === 0) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'This verification link is invalid or has expired.', {
        fields: { token: 'verificationLinkInvalid' },
      });
    }
    return markSelfView(await this.users.findOneByOrFail({ id: rows[0].id }));
  }

  private async sendLink(user: User): Promise<void> {
    const { token, hash } = newMailToken();
    await this.users.update(
      { id: user.id },
      { emailVerificationTokenHash: hash, emailVerificationExpiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) },
    );
    const link = `${this.mail.publicUrl()}/verify-email?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Pepper Atlas: confirm your email address / אישור כתובת האימייל',
      text: `Hello ${user.firstName},\n\nConfirm your email address: ${link}\n\nשלום ${user.firstName},\nלאישור כתובת האימייל: ${link}\n\nThe link works for 24 hours.`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p><a href="${link}">Confirm your email address</a></p><p dir="rtl">שלום ${escapeHtml(user.firstName)}, <a href="${link}">לאישור כתובת האימייל</a></p><p>The link works for 24 hours.</p>`,
    });
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
