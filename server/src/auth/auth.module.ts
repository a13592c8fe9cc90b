import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SettingsModule } from '../settings/settings.module.js';
import { User } from '../accounts/user.entity.js';
import { Clock } from '../common/clock.js';
import { MailModule } from '../mail/mail.module.js';
import { PasswordResetService } from './password-reset.service.js';
import { AccountSecurityResolver } from './account-security.resolver.js';
import { AuthResolver } from './auth.resolver.js';
import { EmailVerificationService } from './email-verification.service.js';
import { AuthService } from './auth.service.js';
import { CaptchaUse } from './captcha-use.entity.js';
import { CaptchaService } from './captcha.service.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TwoFactorService } from './two-factor.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginAttempt } from './login-attempt.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, jwtKey } from './token.js';

@Module({
  imports: [
    PassportModule,
    SettingsModule,
    MailModule,
    TypeOrmModule.forFeature([User, LoginAttempt, CaptchaUse, RecoveryCode]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config.jwtSecret),
        signOptions: {
          algorithm: JWT_ALGORITHM,
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          expiresIn: config.jwtExpiresIn as `${number}d`,
        },
        verifyOptions: { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
  ],
  providers: [
    AuthService,
    LoginThrottleService,
    JwtStrategy,
    AuthResolver,
    Clock,
    PasswordResetService,
    EmailVerificationService,
    AccountSecurityResolver,
    CaptchaService,
    TwoFactorService,
  ],
  exports: [AuthService, EmailVerificationService, CaptchaService, JwtStrategy, JwtModule],
})
export class AuthModule {}
export const AUTH_RESOLVERS = [AuthResolver, AccountSecurityResolver];
