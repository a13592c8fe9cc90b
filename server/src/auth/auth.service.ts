import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { effectivePasswordMin, validateChangePassword, validateSignIn, validateSignUp } from '@pepper-atlas/domain';
import type { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { SettingsService } from '../settings/settings.service.js';
import { markSelfView, User } from '../users/user.entity.js';
import type { AuthPayload } from './dto/auth-payload.type.js';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './dto/auth.inputs.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { hashPassword, verifyPassword } from './password.js';
import type { TokenPayload } from './token.js';

/** Verifying against this keeps a sign-in for an unknown email as slow as one for a known email. */
const DUMMY_HASH = hashPassword('timing-equaliser-not-a-password');

@Injectable()
export class AuthService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly settings: SettingsService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** Signs an access token (algorithm, issuer, audience and expiry come from the JwtModule options). */
  signAccessToken(user: User): Promise<string> {
    const payload: TokenPayload = { sub: user.id, ver: user.tokenVersion, role: user.role };
    return this.jwt.signAsync(payload);
  }

  private async session(user: User): Promise<AuthPayload> {
    return { user: markSelfView(user), accessToken: await this.signAccessToken(user) };
  }

  /** The password minimum in force: SPEC's 6, or the stored setting when it is higher. */
  async passwordMin(): Promise<number> {
    return effectivePasswordMin((await this.settings.get()).passwordMinLength);
  }

  /** Conflicts on username or email, checked case-insensitively, excluding `exceptId`. */
  async assertUnique(fields: { username?: string; email?: string }, exceptId?: string): Promise<void> {
    if (fields.email !== undefined) {
      const taken = await this.users
        .createQueryBuilder('u')
        .where('u.email = :email', { email: fields.email.trim().toLowerCase() })
        .andWhere(exceptId ? 'u.id <> :exceptId' : 'true', { exceptId })
        .getExists();
      if (taken) throw new AppError(ErrorCode.CONFLICT, 'This email is already registered', { fields: { email: 'emailTaken' } });
    }
    if (fields.username !== undefined) {
      const taken = await this.users
        .createQueryBuilder('u')
        .where('lower(u.username) = lower(:username)', { username: fields.username.trim() })
        .andWhere(exceptId ? 'u.id <> :exceptId' : 'true', { exceptId })
        .getExists();
      if (taken) throw new AppError(ErrorCode.CONFLICT, 'This username is already taken', { fields: { username: 'usernameTaken' } });
    }
  }

  async register(input: RegisterInput): Promise<AuthPayload> {
    const passwordMin = await this.passwordMin();
    assertValid(validateSignUp(input, passwordMin), { passwordMin });
    await this.assertUnique({ username: input.username, email: input.email });
    const user = await this.users.save(
      this.users.create({
        username: input.username.trim(),
        email: input.email.trim().toLowerCase(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash: await hashPassword(input.password),
        role: 'user',
        isActive: true,
      }),
    );
    return this.session(user);
  }

  async login(input: LoginInput, address: string): Promise<AuthPayload> {
    assertValid(validateSignIn(input));
    const key = LoginThrottleService.key(input.email, address);
    await this.throttle.assertAllowed(key);
    const user = await this.users.findOneBy({ email: input.email.trim().toLowerCase() });
    const ok = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyPassword(await DUMMY_HASH, input.password), false);
    if (!user || !ok) {
      await this.throttle.recordFailure(key);
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid email or password');
    }
    await this.throttle.recordSuccess(key);
    if (!user.isActive) throw new AppError(ErrorCode.FORBIDDEN, 'Your account is blocked. Please contact the site administrators.');
    return this.session(user);
  }

  /** Changes the password and ends every other session: earlier tokens stop working. */
  async changePassword(user: User, input: ChangePasswordInput): Promise<AuthPayload> {
    const passwordMin = await this.passwordMin();
    assertValid(validateChangePassword(input, passwordMin), { passwordMin });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'The current password is incorrect', {
        fields: { currentPassword: 'currentPasswordIncorrect' },
      });
    }
    user.passwordHash = await hashPassword(input.newPassword);
    user.tokenVersion += 1;
    return this.session(await this.users.save(user));
  }
}
