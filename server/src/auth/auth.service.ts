import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { effectivePasswordMin, normalizeText, validateChangePassword, validateSignIn, validateSignUp } from '@pepper-atlas/domain';
import type { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { SettingsService } from '../settings/settings.service.js';
import { markSelfView, User } from '../accounts/user.entity.js';
import type { AuthPayload } from './dto/auth-payload.type.js';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './dto/auth.inputs.js';
import { CaptchaService } from './captcha.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { hashPassword, verifyPassword } from './password.utils.js';
import type { TokenPayload } from './token.js';
import { LiveEvents } from '../live/live-events.service.js';

/** With the captcha setting on, sign-in asks for a captcha after this many failures for an email and address. */
export const CAPTCHA_AFTER_FAILURES = 2;

/** Verifying against this keeps a sign-in for an unknown email as slow as one for a known email. */
const DUMMY_HASH = hashPassword('timing-equaliser-not-a-password');

@Injectable()
export class AuthService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly settings: SettingsService,
    private readonly throttle: LoginThrottleService,
    private readonly verification: EmailVerificationService,
    private readonly captcha: CaptchaService,
    private readonly twoFactor: TwoFactorService,
    private readonly passwordReset: PasswordResetService,
    private readonly live: LiveEvents,
  ) {}

  /** Signs an access token (algorithm, issuer, audience and expiry come from the JwtModule options). */
  signAccessToken(user: User): Promise<string> {
    const payload: TokenPayload = { sub: user.id, ver: user.tokenVersion, role: user.role };
    return this.jwt.signAsync(payload);
  }

  private async session(user: User): Promise<AuthPayload> {
    return { user: markSelfView(user), accessToken: await this.signAccessToken(user) };
  }

  /** The password minimum in force: 6, or the stored setting when it is higher. */
  async passwordMin(): Promise<number> {
    return effectivePasswordMin((await this.settings.get()).passwordMinLength);
  }

  /**
   * Conflicts on username or email, checked case-insensitively, excluding `exceptId`. Both are checked: when both
   * are taken the one CONFLICT names both fields (its message stays the email's, as when only the email is taken).
   */
  async assertUnique(fields: { username?: string; email?: string }, exceptId?: string): Promise<void> {
    const except = (query: ReturnType<typeof this.users.createQueryBuilder>) =>
      query.andWhere(exceptId ? 'u.id <> :exceptId' : 'true', { exceptId }).getExists();
    const emailTaken =
      fields.email !== undefined &&
      (await except(this.users.createQueryBuilder('u').where('u.email = :email', { email: normalizeText(fields.email).toLowerCase() })));
    const usernameTaken =
      fields.username !== undefined &&
      (await except(
        this.users.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username: normalizeText(fields.username) }),
      ));
    if (!emailTaken && !usernameTaken) return;
    throw new AppError(ErrorCode.CONFLICT, emailTaken ? 'This email is already registered' : 'This username is already taken', {
      fields: { ...(emailTaken ? { email: 'emailTaken' } : {}), ...(usernameTaken ? { username: 'usernameTaken' } : {}) },
    });
  }

  async register(input: RegisterInput): Promise<AuthPayload> {
    const passwordMin = await this.passwordMin();
    assertValid(validateSignUp(input, passwordMin), { passwordMin });
    if ((await this.settings.get()).captcha) await this.captcha.verify(input.captcha);
    await this.assertUnique({ username: input.username, email: input.email });
    const user = await this.users.save(
      this.users.create({
        username: normalizeText(input.username),
        email: normalizeText(input.email).toLowerCase(),
        firstName: normalizeText(input.firstName),
        lastName: normalizeText(input.lastName),
        passwordHash: await hashPassword(input.password),
        role: 'user',
        isActive: true,
      }),
    );
    await this.verification.onNewAddress(user);
    return this.session(user);
  }

  async login(input: LoginInput, address: string): Promise<AuthPayload> {
    assertValid(validateSignIn(input));
    const { captcha } = await this.settings.get();
    // Found inside the counted check (`as`: the callback's assignment is invisible to narrowing).
    let user = null as User | null;
    // Counted per email and address (refused past the limit), then per account from every address (past
    // its limit the harder captcha is needed: a guesser with many addresses can neither go on nor lock the owner out).
    const ok = await this.throttle.attempt(LoginThrottleService.key(input.email, address), (earlier) =>
      this.throttle.accountAttempt(input.email, async (guessed) => {
        if (guessed) await this.captcha.verify(input.captcha, { hard: true });
        else if (captcha && earlier >= CAPTCHA_AFTER_FAILURES) await this.captcha.verify(input.captcha);
        user = await this.users.findOneBy({ email: normalizeText(input.email).toLowerCase() });
        return user ? verifyPassword(user.passwordHash, input.password) : (await verifyPassword(await DUMMY_HASH, input.password), false);
      }),
    );
    if (!user || !ok) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid email or password');
    if (!user.isActive) throw new AppError(ErrorCode.FORBIDDEN, 'Your account is blocked. Please contact the site administrators.');
    if (user.twoFactorEnabled) {
      throw new AppError(ErrorCode.TWO_FACTOR_REQUIRED, undefined, { challenge: await this.twoFactor.challengeFor(user) });
    }
    return this.session(user);
  }

  /** The second step of a two-factor sign-in: the challenge from `login` and a TOTP or recovery code (throttled on a key of its own). */
  async completeTwoFactorLogin(challenge: string, code: string, address: string): Promise<AuthPayload> {
    const user = await this.twoFactor.userOfChallenge(challenge);
    const ok = await this.throttle.attempt(LoginThrottleService.twoFactorKey(user.email, address), async () => {
      if (!user.isActive) throw new AppError(ErrorCode.FORBIDDEN, 'Your account is blocked. Please contact the site administrators.');
      return this.twoFactor.useCode(user, code);
    });
    if (!ok) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'The code is incorrect or was already used.', {
        fields: { code: 'twoFactorCodeInvalid' },
      });
    }
    return this.session(user);
  }

  /** Changes the password and ends every other session: earlier tokens stop working. */
  async changePassword(user: User, input: ChangePasswordInput, address: string): Promise<AuthPayload> {
    const passwordMin = await this.passwordMin();
    assertValid(validateChangePassword(input, passwordMin), { passwordMin });
    const key = LoginThrottleService.key(user.email, address);
    if (!(await this.throttle.attempt(key, () => verifyPassword(user.passwordHash, input.currentPassword)))) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'The current password is incorrect', {
        fields: { currentPassword: 'currentPasswordIncorrect' },
      });
    }
    const passwordHash = await hashPassword(input.newPassword);
    const changed = await this.users.manager.transaction(async (manager) => {
      // Only these two columns, and only while the password checked above is still the stored one; the
      // row stays locked until commit, so the new token carries exactly this change's version.
      const { affected } = await manager.update(
        User,
        { id: user.id, passwordHash: user.passwordHash },
        { passwordHash, tokenVersion: () => 'token_version + 1' },
      );
      return affected ? manager.findOneByOrFail(User, { id: user.id }) : null;
    });
    if (!changed) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'The current password is incorrect', {
        fields: { currentPassword: 'currentPasswordIncorrect' },
      });
    }
    // Every other session ends, live sockets too (this tab's reconnects with the new token).
    await this.live.accountChanged(changed.id, { renewed: true });
    return this.session(changed);
  }

  /** Mails a reset link when an account has this email; the answer is true either way. */
  requestPasswordReset(email: string, address: string): Promise<boolean> {
    return this.passwordReset.request(email, address);
  }

  /**
   * Sets a new password with a reset token; every earlier session ends and the user is signed in
   * (a blocked account is refused as at sign-in; with two-factor on, the code is still asked for).
   */
  async resetPassword(token: string, newPassword: string, address: string): Promise<AuthPayload> {
    const user = await this.passwordReset.reset(token, newPassword, await this.passwordMin(), address);
    await this.live.accountChanged(user.id, { renewed: true });
    if (!user.isActive) throw new AppError(ErrorCode.FORBIDDEN, 'Your account is blocked. Please contact the site administrators.');
    if (user.twoFactorEnabled) {
      throw new AppError(ErrorCode.TWO_FACTOR_REQUIRED, undefined, { challenge: await this.twoFactor.challengeFor(user) });
    }
    return this.session(markSelfView(user));
  }
}
