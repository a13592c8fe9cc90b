import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { SettingsService } from '../settings/settings.service.js';
import { LoginAttempt } from './login-attempt.entity.js';

/** Failures are counted over this window, and a locked key cools off for as long. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

/**
 * After the stored "login attempt limit" failures for one email from one address within the
 * window, sign-in answers 429 until the cooling-off period ends. Counting is one SQL upsert, so
 * parallel requests (or GraphQL aliases, which run one after another) cannot slip past it.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>,
    private readonly settings: SettingsService,
  ) {}

  static key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}|${address}`.slice(0, 400);
  }

  async assertAllowed(key: string): Promise<void> {
    const row = await this.attempts.findOneBy({ key });
    const lockedUntil = row?.lockedUntil?.getTime() ?? 0;
    if (lockedUntil > Date.now()) {
      const retryAfter = Math.ceil((lockedUntil - Date.now()) / 1000);
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many failed sign-in attempts. Please try again later.', {
        retryAfter,
      });
    }
  }

  /** Failures for this key inside the current window (0 when none or the window has passed). */
  async recentFailures(key: string): Promise<number> {
    const row = await this.attempts.findOneBy({ key });
    if (!row || row.windowStart.getTime() < Date.now() - THROTTLE_WINDOW_SECONDS * 1000) return 0;
    return row.failures;
  }

  async recordFailure(key: string): Promise<void> {
    const { loginAttemptLimit } = await this.settings.get();
    const window = `${THROTTLE_WINDOW_SECONDS} seconds`;
    await this.attempts.query(
      `INSERT INTO login_attempts (key, failures, window_start, locked_until)
       VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + $3::interval END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_attempts.window_start < now() - $3::interval THEN 1 ELSE login_attempts.failures + 1 END,
         window_start = CASE WHEN login_attempts.window_start < now() - $3::interval THEN now() ELSE login_attempts.window_start END,
         locked_until = CASE
           WHEN (CASE WHEN login_attempts.window_start < now() - $3::interval THEN 1 ELSE login_attempts.failures + 1 END) >= $2
           THEN now() + $3::interval ELSE login_attempts.locked_until END`,
      [key, loginAttemptLimit, window],
    );
  }

  async recordSuccess(key: string): Promise<void> {
    await this.attempts.delete({ key });
  }
}
