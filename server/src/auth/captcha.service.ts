import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { captchaWork, leadingZeroBits } from '@pepper-atlas/domain';
import type { Redis } from 'ioredis';
import type { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { returningRows } from '../common/sql.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS, redisCall } from '../redis/redis.module.js';
import { CaptchaUse } from './captcha-use.entity.js';

/** How long a challenge may be solved and used. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaChallenge {
  /** `base64url(JSON {n, d, e}).base64url(HMAC-SHA256)`: nonce, difficulty bits, expiry (epoch ms). */
  challenge: string;
  difficulty: number;
  expiresAt: Date;
}

export interface CaptchaSolution {
  challenge: string;
  solution: string;
}

/** The work a client does: SHA-256 of `challenge:solution` must start with `difficulty` zero bits. */
export function captchaDigest(challenge: string, solution: string): Buffer {
  return createHash('sha256').update(captchaWork(challenge, solution)).digest();
}

/**
 * A proof-of-work captcha (no third-party service is reachable): the server signs a random
 * challenge with an expiry and a difficulty, the client searches for a solution, and the server
 * accepts each solved challenge once (in `captcha_uses`, or in Redis when `REDIS_URL` is set).
 */
@Injectable()
export class CaptchaService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(CaptchaUse) private readonly uses: Repository<CaptchaUse>,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {
    this.key = createHash('sha256').update(`captcha:${config.jwtSecret}`).digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** A challenge of the configured difficulty, or of `difficulty` bits (the harder one of an account under guessing). */
  challenge(difficulty = this.config.captchaDifficulty): CaptchaChallenge {
    const expiresAt = Date.now() + CAPTCHA_TTL_MS;
    const payload = Buffer.from(JSON.stringify({ n: randomBytes(16).toString('base64url'), d: difficulty, e: expiresAt })).toString(
      'base64url',
    );
    return { challenge: `${payload}.${this.sign(payload)}`, difficulty, expiresAt: new Date(expiresAt) };
  }

  /**
   * Accepts a valid, unexpired, unused solution (and uses it up); else CAPTCHA_REQUIRED or CAPTCHA_INVALID.
   * `hard`: the account is being guessed from many addresses; only a challenge of the account difficulty
   * will do, and a missing or easier one answers CAPTCHA_REQUIRED with such a challenge to solve.
   */
  async verify(solution: CaptchaSolution | null | undefined, { hard = false }: { hard?: boolean } = {}): Promise<void> {
    const hardDifficulty = Math.max(this.config.accountCaptcha.difficulty, this.config.captchaDifficulty);
    const harder = () => {
      const { challenge, difficulty } = this.challenge(hardDifficulty);
      return new AppError(ErrorCode.CAPTCHA_REQUIRED, undefined, { challenge, difficulty });
    };
    if (!solution?.challenge || !solution.solution) throw hard ? harder() : new AppError(ErrorCode.CAPTCHA_REQUIRED);
    const { challenge } = solution;
    const [payload, signature = ''] = challenge.split('.');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(ErrorCode.CAPTCHA_INVALID);
    let claims: { d?: unknown; e?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      throw new AppError(ErrorCode.CAPTCHA_INVALID);
    }
    const expiresAt = Number(claims.e);
    if (!(expiresAt > Date.now())) throw new AppError(ErrorCode.CAPTCHA_INVALID);
    if (hard && !(Number(claims.d) >= hardDifficulty)) throw harder();
    if (leadingZeroBits(captchaDigest(challenge, solution.solution)) < Number(claims.d)) throw new AppError(ErrorCode.CAPTCHA_INVALID);
    if (!(await this.claim(createHash('sha256').update(challenge).digest('hex'), expiresAt))) {
      throw new AppError(ErrorCode.CAPTCHA_INVALID);
    }
  }

  /** Records the use of a challenge; false when it was used before. */
  private async claim(key: string, expiresAt: number): Promise<boolean> {
    if (this.redis) {
      const set = await redisCall(() => this.redis!.set(`captcha:${key}`, '1', 'PX', Math.max(1, expiresAt - Date.now()), 'NX'));
      return set === 'OK';
    }
    // Expired uses can go: their challenges are refused by their expiry anyway.
    if (Math.random() < 0.05) await this.uses.query('DELETE FROM captcha_uses WHERE expires_at < now()');
    const rows = await returningRows(
      this.uses.manager,
      'INSERT INTO captcha_uses (key, expires_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
      [key, new Date(expiresAt)],
    );
    return rows.length > 0;
  }
}
