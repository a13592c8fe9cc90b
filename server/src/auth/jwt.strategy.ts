import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, jwtKey, type TokenPayload } from './token.js';

/** The role each request's token was signed with (the user loaded for that request -> its token's role). */
export const tokenRoles = new WeakMap<User, string>();

/**
 * Verifies the bearer token (algorithm pinned, issuer and audience checked) and loads the user
 * on every request, so blocking a user or changing a password ends their sessions at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object (see jwtKey); passport-jwt hands it to jsonwebtoken as it is, though its type says string or Buffer.
      secretOrKey: jwtKey(config.jwtSecret) as unknown as string,
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<User> {
    // Every token we sign expires: one without `exp` was not made by the sign-in.
    const user = isUUID(payload?.sub) && typeof payload.exp === 'number' ? await this.users.findOneBy({ id: payload.sub }) : null;
    if (!user || user.tokenVersion !== payload.ver) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');
    }
    if (!user.isActive) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your account is blocked.');
    if (typeof payload.role === 'string') tokenRoles.set(user, payload.role);
    return user;
  }
}
