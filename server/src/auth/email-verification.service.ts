import { escapeHtml } from '@pepper-atlas/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { returningRows } from '../common/sql.js';
import { LiveEvents } from '../live/live-events.service.js';
import { MailService } from '../mail/mail.service.js';
import { credentialsFingerprintSql, newMailToken, tokenHash } from './mail-token.js';
import { SettingsService } from '../settings/settings.service.js';
import { markSelfView, User } from '../accounts/user.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { verifyPassword } from './password.utils.js';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A new verification mail at most this often per account. */
export const RESEND_INTERVAL_SECONDS = 60;
/** How long the cancel link mailed to the old address of an email change works. */
export const EMAIL_CHANGE_CANCEL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const LINK_INVALID = () =>
  new AppError(ErrorCode.BAD_USER_INPUT, 'This verification link is invalid or has expired.', {
    fields: { token: 'verificationLinkInvalid' },
  });

const EMAIL_TAKEN = () => new AppError(ErrorCode.CONFLICT, 'This email is already registered', { fields: { email: 'emailTaken' } });

/** A unique-key violation (SQLSTATE 23505), as the pg driver reports it directly or wrapped by TypeORM. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e?.code === '23505' || e?.driverError?.code === '23505';
}

/** A confirmed address: the account, and the token version at the moment of confirming (a session is signed with it). */
export interface ConfirmedAddress {
  user: User;
  tokenVersion: number;
}

/**
 * Email addresses an account owner controls. A confirmation token is mailed to one exact address
 * and stored (as its hash) with that address and the fingerprint of the account's credentials: it
 * confirms that address only, and dies with a newer link, a password change or an address change.
 *
 * Sign-up mails a link to the new account's address (when the "email verification" setting is on:
 * unverified members cannot post). An email change (any setting) needs the current password, keeps
 * the new address pending (sign-in keeps the old one) until its link is opened, and mails the old
 * address a notice whose link cancels the change and ends every session.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly throttle: LoginThrottleService,
    private readonly live: LiveEvents,
  ) {}

  /** Whether the setting is on and this user still has to verify (posting is refused). */
  async mustVerify(user: User): Promise<boolean> {
    return !user.emailVerified && (await this.settings.get()).emailVerification;
  }

  async assertVerified(user: User): Promise<void> {
    if (await this.mustVerify(user)) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
  }

  /** After sign-up: mails a link when the setting is on. A mail failure never fails the request. */
  async onNewAddress(user: User): Promise<void> {
    if (!(await this.settings.get()).emailVerification) return;
    await this.users.update({ id: user.id }, { emailVerificationSentAt: new Date() });
    await this.sendLink(user.id, user.email).catch((error: Error) =>
      this.logger.warn(`Verification mail to user ${user.id} failed: ${error.message}`),
    );
  }

  /** Another link for a signed-in user with a pending new address or an unverified one, at most once a minute. */
  async resend(user: User): Promise<boolean> {
    const address = user.pendingEmail ?? (user.emailVerified ? null : user.email);
    if (!address) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Your email address is already verified.');
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
    await this.sendLink(user.id, address);
    return true;
  }

  /**
   * Asks to change the account's address to `newEmail` (already validated and normalised): the
   * current password is checked (counted like a password change's), the new address becomes
   * pending with its own link, and the current address is told, with a link that cancels.
   */
  async requestChange(user: User, newEmail: string, currentPassword: string | null | undefined, address: string): Promise<void> {
    if (!currentPassword) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'Enter your current password to change the email address', {
        fields: { currentPassword: 'currentPasswordRequired' },
      });
    }
    const key = LoginThrottleService.key(user.email, address);
    const incorrect = () =>
      new AppError(ErrorCode.BAD_USER_INPUT, 'The current password is incorrect', { fields: { currentPassword: 'currentPasswordIncorrect' } });
    if (!(await this.throttle.attempt(key, () => verifyPassword(user.passwordHash, currentPassword)))) throw incorrect();
    const confirm = newMailToken();
    const cancel = newMailToken();
    // One statement: the pending address, its token and the address that token is for change together;
    // only while the password checked above is still the stored one.
    const [row] = await returningRows<{ email: string; firstName: string }>(
      this.users.manager,
      `UPDATE users SET pending_email = $3, email_verification_address = $3, email_verification_token_hash = $4,
         email_verification_expires_at = now() + $5::interval, email_verification_binding = ${credentialsFingerprintSql()},
         email_verification_sent_at = now(), email_change_cancel_token_hash = $6,
         email_change_cancel_expires_at = now() + $7::interval, email_change_previous_email = email
       WHERE id = $1 AND password_hash = $2 RETURNING email, first_name AS "firstName"`,
      [user.id, user.passwordHash, newEmail, confirm.hash, `${VERIFICATION_TTL_MS} milliseconds`, cancel.hash, `${EMAIL_CHANGE_CANCEL_TTL_MS} milliseconds`],
    );
    if (!row) throw incorrect();
    const failed = (error: Error) => this.logger.warn(`Email-change mail for user ${user.id} failed: ${error.message}`);
    await this.mailConfirmation(newEmail, row.firstName, confirm.token, true).catch(failed);
    await this.mailChangeNotice(row.email, row.firstName, newEmail, cancel.token).catch(failed);
  }

  /** The signed-in owner drops a pending new address (its link stops working). */
  async discardPendingEmail(user: User): Promise<User> {
    await this.users.query(
      `UPDATE users SET pending_email = NULL,
         email_verification_token_hash = CASE WHEN email_verification_address = pending_email THEN NULL ELSE email_verification_token_hash END,
         email_verification_address = CASE WHEN email_verification_address = pending_email THEN NULL ELSE email_verification_address END
       WHERE id = $1`,
      [user.id],
    );
    return markSelfView(await this.users.findOneByOrFail({ id: user.id }));
  }

  /** Confirms the address of the token's owner; the token works once, before its expiry. */
  async verify(token: string): Promise<User> {
    return (await this.confirm(token)).user;
  }

  /**
   * Confirms exactly the address the token was mailed to, when it is still the account's address or
   * its pending one and the credentials are those the link was made for; a pending address becomes
   * the account's. The token works once, before its expiry.
   */
  async confirm(token: string): Promise<ConfirmedAddress> {
    let rows: { id: string; tokenVersion: number }[];
    try {
      rows = await returningRows<{ id: string; tokenVersion: number }>(
        this.users.manager,
        `UPDATE users SET email = email_verification_address, email_verified = true,
           pending_email = CASE WHEN pending_email = email_verification_address THEN NULL ELSE pending_email END,
           email_verification_token_hash = NULL, email_verification_expires_at = NULL,
           email_verification_address = NULL, email_verification_binding = NULL
         WHERE email_verification_token_hash = $1 AND email_verification_expires_at > now()
           AND email_verification_binding = ${credentialsFingerprintSql()}
           AND (email_verification_address = email OR email_verification_address = pending_email)
         RETURNING id, token_version AS "tokenVersion"`,
        [tokenHash(token ?? '')],
      );
    } catch (error) {
      // The pending address was taken by another account meanwhile.
      if (isUniqueViolation(error)) throw EMAIL_TAKEN();
      throw error;
    }
    if (rows.length === 0) throw LINK_INVALID();
    return { user: markSelfView(await this.users.findOneByOrFail({ id: rows[0].id })), tokenVersion: rows[0].tokenVersion };
  }

  /**
   * The link of the notice to the old address: drops the pending address (or, when the change was
   * confirmed already, puts the old address back if no other account took it), kills every mailed
   * link and ends every session, in one transaction on the locked row.
   */
  async cancelChange(token: string): Promise<boolean> {
    const userId = await this.users.manager.transaction(async (manager: EntityManager) => {
      const [row] = await manager.query(
        `SELECT id, email, email_change_previous_email AS previous FROM users
         WHERE email_change_cancel_token_hash = $1 AND email_change_cancel_expires_at > now() FOR UPDATE`,
        [tokenHash(token ?? '')],
      );
      if (!row) return null;
      const revert =
        row.previous && row.previous !== row.email
          ? !(await manager.query(`SELECT 1 FROM users WHERE email = $1 AND id <> $2`, [row.previous, row.id])).length
          : false;
      await manager.query(
        `UPDATE users SET pending_email = NULL, email_verification_token_hash = NULL, email_verification_expires_at = NULL,
           email_verification_address = NULL, email_verification_binding = NULL,
           password_reset_token_hash = NULL, password_reset_expires_at = NULL, password_reset_seed = NULL, password_reset_binding = NULL,
           email_change_cancel_token_hash = NULL, email_change_cancel_expires_at = NULL, email_change_previous_email = NULL,
           email = CASE WHEN $2::boolean THEN email_change_previous_email ELSE email END,
           email_verified = CASE WHEN $2::boolean THEN true ELSE email_verified END,
           token_version = token_version + 1, updated_at = now()
         WHERE id = $1`,
        [row.id, revert],
      );
      return row.id as string;
    });
    if (!userId) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'This link is invalid or has expired.', { fields: { token: 'cancelLinkInvalid' } });
    }
    // Every session ends, live sockets too.
    await this.live.accountChanged(userId);
    return true;
  }

  /** A new link to `address`, only while it is still the account's address or its pending one. */
  private async sendLink(userId: string, address: string): Promise<void> {
    const { token, hash } = newMailToken();
    const [row] = await returningRows<{ firstName: string; pending: boolean }>(
      this.users.manager,
      `UPDATE users SET email_verification_token_hash = $3, email_verification_address = $2,
         email_verification_expires_at = now() + $4::interval, email_verification_binding = ${credentialsFingerprintSql()}
       WHERE id = $1 AND (email = $2 OR pending_email = $2)
       RETURNING first_name AS "firstName", (pending_email IS NOT DISTINCT FROM $2) AS pending`,
      [userId, address, hash, `${VERIFICATION_TTL_MS} milliseconds`],
    );
    if (row) await this.mailConfirmation(address, row.firstName, token, row.pending);
  }

  private async mailConfirmation(to: string, firstName: string, token: string, change: boolean): Promise<void> {
    const link = `${this.mail.publicUrl()}/verify-email?token=${token}`;
    const name = escapeHtml(firstName);
    const [he, en] = change
      ? ['לאישור כתובת האימייל החדשה של החשבון', 'Confirm the new email address of your account']
      : ['לאישור כתובת האימייל', 'Confirm your email address'];
    // As the password-reset mail: Hebrew first (right to left), then English, each with its own expiry line.
    await this.mail.send({
      to,
      subject: change
        ? 'Pepper Atlas: confirm your new email address / אישור כתובת האימייל החדשה'
        : 'Pepper Atlas: confirm your email address / אישור כתובת האימייל',
      text:
        `שלום ${firstName},\n${he}: ${link}\nהקישור בתוקף 24 שעות. אם לא ביקשת את זה, אפשר להתעלם מהמייל הזה.\n\n` +
        `Hello ${firstName},\n${en}: ${link}\nThe link works for 24 hours. If you did not ask for it, ignore this mail.`,
      html:
        `<div dir="rtl"><p>שלום ${name},</p><p><a href="${link}">${he}</a></p><p>הקישור בתוקף 24 שעות. אם לא ביקשת את זה, אפשר להתעלם מהמייל הזה.</p></div>` +
        `<div dir="ltr"><p>Hello ${name},</p><p><a href="${link}">${en}</a></p><p>The link works for 24 hours. If you did not ask for it, ignore this mail.</p></div>`,
    });
  }

  private async mailChangeNotice(to: string, firstName: string, newEmail: string, token: string): Promise<void> {
    const link = `${this.mail.publicUrl()}/cancel-email-change?token=${token}`;
    const name = escapeHtml(firstName);
    const next = escapeHtml(newEmail);
    await this.mail.send({
      to,
      subject: 'Pepper Atlas: your email address is being changed / כתובת האימייל שלך משתנה',
      text:
        `שלום ${firstName},\nהתבקש שינוי של כתובת האימייל בחשבון שלך ב-Pepper Atlas אל ${newEmail}. הכתובת תשתנה רק אחרי פתיחת הקישור שנשלח לכתובת החדשה.\n` +
        `לא ביקשת? לביטול השינוי ולניתוק החשבון מכל המכשירים: ${link}\nאחר כך כדאי לבחור סיסמה חדשה. הקישור בתוקף 7 ימים.\n\n` +
        `Hello ${firstName},\nSomeone asked to change the email address of your Pepper Atlas account to ${newEmail}. It changes only once the link sent to the new address is opened.\n` +
        `Not you? Cancel the change and sign out everywhere: ${link}\nThen choose a new password. The link works for 7 days.`,
      html:
        `<div dir="rtl"><p>שלום ${name},</p><p>התבקש שינוי של כתובת האימייל בחשבון שלך ב-Pepper Atlas אל <bdi>${next}</bdi>. הכתובת תשתנה רק אחרי פתיחת הקישור שנשלח לכתובת החדשה.</p>` +
        `<p>לא ביקשת? <a href="${link}">לביטול השינוי ולניתוק החשבון מכל המכשירים</a>. אחר כך כדאי לבחור סיסמה חדשה. הקישור בתוקף 7 ימים.</p></div>` +
        `<div dir="ltr"><p>Hello ${name},</p><p>Someone asked to change the email address of your Pepper Atlas account to ${next}. It changes only once the link sent to the new address is opened.</p>` +
        `<p>Not you? <a href="${link}">Cancel the change and sign out everywhere</a>. Then choose a new password. The link works for 7 days.</p></div>`,
    });
  }
}

