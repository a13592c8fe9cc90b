import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isValidEmail, normalizeText, validatePassword } from '@pepper-atlas/domain';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { returningRows } from '../common/sql.js';
import { MailService } from '../mail/mail.service.js';
import { newMailToken, tokenHash } from './mail-token.js';
import { User } from '../users/user.entity.js';
import { escapeHtml } from './email-verification.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { hashPassword } from './password.js';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/**
 * Password reset by mail: a random 32-byte token travels only in the mail; the account stores its
 * SHA-256 and expiry (one pending token, replaced by a newer request), and the token works once.
 * Requests are counted per email and per client address (the sign-in attempt counter), and the
 * answer — also its timing: the mail is prepared after answering — is the same for any email.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
    private readonly throttle: LoginThrottleService,
    private readonly clock: Clock,
  ) {}

  static emailKey(email: string): string {
    return `password-reset|email|${normalizeText(email).toLowerCase()}`.slice(0, 400);
  }

  static addressKey(address: string): string {
    return `password-reset|address|${address}`.slice(0, 400);
  }

  /** Counts one request on `key` (never cleared by a "right" verdict: every request stays counted). */
  private async count(key: string): Promise<void> {
    await this.throttle.attempt(key, async () => false);
  }

  /** Answers true for any well-formed email; mails a link only when an account has it. */
  async request(email: string, address: string): Promise<boolean> {
    const normalized = normalizeText(email ?? '').toLowerCase();
    if (!normalized) assertValid({ email: 'requiredFields' });
    if (!isValidEmail(normalized)) assertValid({ email: 'emailInvalid' });
    await this.count(PasswordResetService.addressKey(address));
    await this.count(PasswordResetService.emailKey(normalized));
    void this.mailLink(normalized).catch((error: Error) => this.logger.warn(`Password-reset mail failed: ${error.message}`));
    return true;
  }

  private async mailLink(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user || !user.isActive) return;
    const { token, hash } = newMailToken();
    await this.users.update(
      { id: user.id },
      { passwordResetTokenHash: hash, passwordResetExpiresAt: new Date(this.clock.now().getTime() + PASSWORD_RESET_TTL_MS) },
    );
    const link = `${this.mail.publicUrl()}/reset-password?token=${token}`;
    const name = escapeHtml(user.firstName);
    await this.mail.send({
      to: user.email,
      subject: 'Pepper Atlas: reset your password / איפוס הסיסמה',
      text:
        `שלום ${user.firstName},\nלבחירת סיסמה חדשה: ${link}\nהקישור בתוקף 30 דקות ולשימוש אחד. אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהמייל הזה.\n\n` +
        `Hello ${user.firstName},\nChoose a new password: ${link}\nThe link works once, for 30 minutes. If you did not ask for it, ignore this mail.`,
      html:
        `<div dir="rtl"><p>שלום ${name},</p><p><a href="${link}">לבחירת סיסמה חדשה</a></p><p>הקישור בתוקף 30 דקות ולשימוש אחד. אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהמייל הזה.</p></div>` +
        `<div dir="ltr"><p>Hello ${name},</p><p><a href="${link}">Choose a new password</a></p><p>The link works once, for 30 minutes. If you did not ask for it, ignore this mail.</p></div>`,
    });
  }

  /**
   * Sets the new password with a valid token (used up at once, atomically, so only one of two
   * parallel uses wins) and raises the token version: every earlier session ends.
   */
  async reset(token: string, newPassword: string, passwordMin: number, address: string): Promise<User> {
    assertValid(
      { newPassword: validatePassword(newPassword ?? '', passwordMin) ?? undefined, token: token?.trim() ? undefined : 'requiredFields' },
      { passwordMin },
    );
    let userId: string | null = null;
    const ok = await this.throttle.attempt(PasswordResetService.addressKey(`token|${address}`), async () => {
      const passwordHash = await hashPassword(newPassword);
      const rows = await returningRows<{ id: string }>(
        this.users.manager,
        `UPDATE users SET password_hash = $2, token_version = token_version + 1,
           password_reset_token_hash = NULL, password_reset_expires_at = NULL, updated_at = now()
         WHERE password_reset_token_hash = $1 AND password_reset_expires_at > $3 RETURNING id`,
        [tokenHash(token), passwordHash, this.clock.now()],
      );
      userId = rows[0]?.id ?? null;
      return userId !== null;
    });
    if (!ok || !userId) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'This password-reset link is invalid or has expired.', {
        fields: { token: 'resetLinkInvalid' },
      });
    }
    return this.users.findOneByOrFail({ id: userId });
  }
}
