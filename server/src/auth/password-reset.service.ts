import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isValidEmail, normalizeText, validatePassword } from '@pepper-atlas/domain';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { returningRows } from '../common/sql.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { credentialsFingerprintSql, newSeed, seededMailToken, tokenHash } from './mail-token.js';
import { User } from '../accounts/user.entity.js';
import { escapeHtml } from '@pepper-atlas/domain';
import { LoginThrottleService } from './login-throttle.service.js';
import { hashPassword } from './password.utils.js';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/**
 * Password reset by mail: a token travels only in the mail; the account stores its SHA-256, its
 * expiry, the fingerprint of the credentials it was made for (a password or address change kills
 * it) and the random seed it is derived from. While a link is live, another request mails the same
 * link again rather than replacing it, so nobody can make the owner's link stop working by asking.
 *
 * Limits (the sign-in attempt counter, per window): a requesting address over its own limit is
 * answered 429. Per email, requests past the limit still answer the same neutral `true` but mail
 * nothing, except the first request from an address not yet heard for that email: a stranger asking
 * from many addresses cannot stop the owner's own request, and mails only the one live link. The
 * answer (also its timing: the mail is prepared after answering) is the same for any email.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');
  private readonly linkKey: Buffer;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
    private readonly throttle: LoginThrottleService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.linkKey = createHash('sha256').update(`password-reset-link:${config.jwtSecret}`).digest();
  }

  static emailKey(email: string): string {
    return `password-reset|email|${normalizeText(email).toLowerCase()}`.slice(0, 400);
  }

  static addressKey(address: string): string {
    return `password-reset|address|${address}`.slice(0, 400);
  }

  /** The requests for one email from one address. */
  static pairKey(email: string, address: string): string {
    return `password-reset|pair|${address}|${normalizeText(email).toLowerCase()}`.slice(0, 400);
  }

  /** Counts one request on `key` (never cleared by a "right" verdict: every request stays counted). */
  private async count(key: string): Promise<void> {
    await this.throttle.attempt(key, async () => false);
  }

  /** Counts one request on `key` without refusing: whether it is within the limit, and how many came before it. */
  private async countQuietly(key: string): Promise<{ within: boolean; earlier: number }> {
    let earlier = 0;
    try {
      await this.throttle.attempt(key, async (n) => {
        earlier = n;
        return false;
      });
      return { within: true, earlier };
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.TOO_MANY_REQUESTS) return { within: false, earlier: Number.POSITIVE_INFINITY };
      throw error;
    }
  }

  /** Answers true for any well-formed email; mails a link only when an account has it (and the limits above allow). */
  async request(email: string, address: string): Promise<boolean> {
    const normalized = normalizeText(email ?? '').toLowerCase();
    if (!normalized) assertValid({ email: 'requiredFields' });
    if (!isValidEmail(normalized)) assertValid({ email: 'emailInvalid' });
    await this.count(PasswordResetService.addressKey(address));
    const pair = await this.countQuietly(PasswordResetService.pairKey(normalized, address));
    const perEmail = await this.countQuietly(PasswordResetService.emailKey(normalized));
    if (pair.within && (perEmail.within || pair.earlier === 0)) {
      void this.mailLink(normalized).catch((error: Error) => this.logger.warn(`Password-reset mail failed: ${error.message}`));
    }
    return true;
  }

  private async mailLink(email: string): Promise<void> {
    const now = this.clock.now();
    const seed = newSeed();
    const fingerprint = credentialsFingerprintSql();
    // One statement: a live link (not used, not expired, made for these credentials) is kept and mailed again.
    const live = `(password_reset_seed IS NOT NULL AND password_reset_token_hash IS NOT NULL
      AND password_reset_expires_at > $3 AND password_reset_binding = ${fingerprint})`;
    const [row] = await returningRows<{ seed: string; email: string; firstName: string }>(
      this.users.manager,
      `UPDATE users SET
         password_reset_seed = CASE WHEN ${live} THEN password_reset_seed ELSE $2 END,
         password_reset_token_hash = CASE WHEN ${live} THEN password_reset_token_hash ELSE $4 END,
         password_reset_expires_at = CASE WHEN ${live} THEN password_reset_expires_at ELSE $5 END,
         password_reset_binding = CASE WHEN ${live} THEN password_reset_binding ELSE ${fingerprint} END
       WHERE email = $1 AND is_active RETURNING password_reset_seed AS seed, email, first_name AS "firstName"`,
      [email, seed, now, seededMailToken(this.linkKey, seed).hash, new Date(now.getTime() + PASSWORD_RESET_TTL_MS)],
    );
    if (!row) return;
    const { token } = seededMailToken(this.linkKey, row.seed);
    const link = `${this.mail.publicUrl()}/reset-password?token=${token}`;
    const name = escapeHtml(row.firstName);
    await this.mail.send({
      to: row.email,
      subject: 'Pepper Atlas: reset your password / איפוס הסיסמה',
      text:
        `שלום ${row.firstName},\nלבחירת סיסמה חדשה: ${link}\nהקישור לשימוש אחד, בתוקף עד 30 דקות מהבקשה הראשונה. אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהמייל הזה.\n\n` +
        `Hello ${row.firstName},\nChoose a new password: ${link}\nThe link works once, for up to 30 minutes from the first request. If you did not ask for it, ignore this mail.`,
      html:
        `<div dir="rtl"><p>שלום ${name},</p><p><a href="${link}">לבחירת סיסמה חדשה</a></p><p>הקישור לשימוש אחד, בתוקף עד 30 דקות מהבקשה הראשונה. אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהמייל הזה.</p></div>` +
        `<div dir="ltr"><p>Hello ${name},</p><p><a href="${link}">Choose a new password</a></p><p>The link works once, for up to 30 minutes from the first request. If you did not ask for it, ignore this mail.</p></div>`,
    });
  }

  /**
   * Sets the new password with a valid token (used up at once, atomically, so only one of two
   * parallel uses wins; only while the credentials it was made for are unchanged) and raises the
   * token version: every earlier session ends.
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
           password_reset_token_hash = NULL, password_reset_expires_at = NULL, password_reset_seed = NULL,
           password_reset_binding = NULL, updated_at = now()
         WHERE password_reset_token_hash = $1 AND password_reset_expires_at > $3
           AND password_reset_binding = ${credentialsFingerprintSql()} RETURNING id`,
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
