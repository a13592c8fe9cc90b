import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { toDataURL } from 'qrcode';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { returningRows } from '../common/sql.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { markSelfView, User } from '../accounts/user.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { verifyPassword } from './password.utils.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { JWT_ALGORITHM, JWT_ISSUER } from './token.js';
import { base32Decode, base32Encode, matchTotp, otpauthUrl } from './totp.js';

/** The challenge token of a half-done sign-in: another audience than access tokens, so it opens nothing else. */
const CHALLENGE_AUDIENCE = 'pepper-atlas:two-factor';
const CHALLENGE_TTL = '5m';
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

interface ChallengePayload {
  sub: string;
  ver: number;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

const invalidCode = () =>
  new AppError(ErrorCode.BAD_USER_INPUT, 'The code is incorrect or was already used.', { fields: { code: 'twoFactorCodeInvalid' } });

/**
 * Two-factor authentication with TOTP (RFC 6238): enrolment (secret + QR), confirmation with a
 * code, 10 one-time recovery codes (stored as keyed hashes), the second step of sign-in, and
 * turning it off with the password and a code. Enabling and disabling go to the audit log.
 */
@Injectable()
export class TwoFactorService {
  private readonly secretKey: Buffer;
  private readonly codeKey: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
    private readonly throttle: LoginThrottleService,
  ) {
    this.secretKey = createHash('sha256').update(`two-factor-secret:${config.jwtSecret}`).digest();
    this.codeKey = createHash('sha256').update(`two-factor-recovery:${config.jwtSecret}`).digest();
  }

  private encrypt(secret: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.secretKey, iv);
    const body = Buffer.concat([cipher.update(secret), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  private decrypt(stored: string): Buffer {
    const [, iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.secretKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  }

  private hashCode(code: string): string {
    return createHmac('sha256', this.codeKey).update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
  }

  /** Starts (or restarts) enrolment: a new secret, not in force until confirmed with a code. */
  async begin(user: User): Promise<TwoFactorEnrolment> {
    if (user.twoFactorEnabled) throw new AppError(ErrorCode.CONFLICT, 'Two-factor authentication is already on.');
    const raw = randomBytes(20);
    await this.users.update({ id: user.id }, { twoFactorSecret: this.encrypt(raw), twoFactorLastStep: null });
    const secret = base32Encode(raw);
    const url = otpauthUrl(secret, user.email);
    return { secret, otpauthUrl: url, qrCodeDataUrl: await toDataURL(url, { margin: 1, width: 240 }) };
  }

  /** Confirms enrolment with a current code; answers the recovery codes (shown once). */
  async confirm(user: User, code: string): Promise<string[]> {
    if (user.twoFactorEnabled) throw new AppError(ErrorCode.CONFLICT, 'Two-factor authentication is already on.');
    if (!user.twoFactorSecret) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Start the two-factor enrolment first.');
    const step = matchTotp(this.decrypt(user.twoFactorSecret), code);
    if (step === null) throw invalidCode();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
      return `${chars.slice(0, 5)}-${chars.slice(5)}`;
    });
    await this.users.manager.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { twoFactorEnabled: true, twoFactorLastStep: step });
      await manager.delete(RecoveryCode, { userId: user.id });
      await manager.insert(
        RecoveryCode,
        recoveryCodes.map((c) => ({ userId: user.id, codeHash: this.hashCode(c) })),
      );
      await this.audit.record(user, 'user.two_factor.enable', { type: 'user', id: user.id, label: user.username, details: { username: user.username } }, manager);
    });
    return recoveryCodes;
  }

  /** Turns it off: the password and a current (or recovery) code are both needed, each throttled like sign-in. */
  async disable(user: User, password: string, code: string, address: string): Promise<User> {
    if (!user.twoFactorEnabled) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Two-factor authentication is not on.');
    if (!(await this.throttle.attempt(LoginThrottleService.key(user.email, address), () => verifyPassword(user.passwordHash, password)))) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'The password is incorrect', { fields: { password: 'currentPasswordIncorrect' } });
    }
    if (!(await this.throttle.attempt(LoginThrottleService.twoFactorKey(user.email, address), () => this.useCode(user, code)))) {
      throw invalidCode();
    }
    await this.users.manager.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null });
      await manager.delete(RecoveryCode, { userId: user.id });
      await this.audit.record(user, 'user.two_factor.disable', { type: 'user', id: user.id, label: user.username, details: { username: user.username } }, manager);
    });
    return markSelfView(await this.users.findOneByOrFail({ id: user.id }));
  }

  /** The short-lived token a sign-in answers with when the password was right but a code is still due. */
  challengeFor(user: User): Promise<string> {
    const payload: ChallengePayload = { sub: user.id, ver: user.tokenVersion };
    return this.jwt.signAsync(payload, { audience: CHALLENGE_AUDIENCE, expiresIn: CHALLENGE_TTL });
  }

  /** The user a valid, unexpired challenge belongs to (else UNAUTHENTICATED: sign in again). */
  async userOfChallenge(challenge: string): Promise<User> {
    let payload: ChallengePayload;
    try {
      payload = await this.jwt.verifyAsync<ChallengePayload & object>(challenge, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: CHALLENGE_AUDIENCE,
      });
    } catch {
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'The sign-in took too long. Please sign in again.');
    }
    const user = await this.users.findOneBy({ id: payload.sub });
    if (!user || user.tokenVersion !== payload.ver || !user.twoFactorEnabled) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'The sign-in took too long. Please sign in again.');
    }
    return user;
  }

  /**
   * Accepts a TOTP code newer than the last accepted one (so a code works once), or an unused
   * recovery code (used up). Both checks are single atomic SQL statements.
   */
  async useCode(user: User, code: string): Promise<boolean> {
    if (!user.twoFactorSecret) return false;
    const step = matchTotp(this.decrypt(user.twoFactorSecret), code);
    if (step !== null) {
      const claimed = await returningRows(
        this.users.manager,
        `UPDATE users SET two_factor_last_step = $2 WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2) RETURNING id`,
        [user.id, step],
      );
      return claimed.length > 0;
    }
    const used = await returningRows(
      this.codes.manager,
      `UPDATE two_factor_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [user.id, this.hashCode(code)],
    );
    return used.length > 0;
  }
}
