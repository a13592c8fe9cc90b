import { Inject } from '@nestjs/common';
import { Args, Context, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { auditValue, effectivePasswordMin, invalidSettings, type Settings, SETTINGS_LIMITS } from '@pepper-atlas/domain';
import { IsBoolean, IsInt, IsOptional } from 'class-validator';
import { AuditService } from '../audit/audit.service.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { isLocalRequest } from '../mail/dev-mailbox.guard.js';
import { MailService } from '../mail/mail.service.js';
import type { User } from '../accounts/user.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SettingsService } from './settings.service.js';

const limitText = (key: keyof typeof SETTINGS_LIMITS) => `${SETTINGS_LIMITS[key].min} to ${SETTINGS_LIMITS[key].max}`;

@ObjectType({ description: 'Site settings (docs/product-rules.md#constants), stored and enforced' })
export class SiteSettings implements Settings {
  @Field(() => Int, { description: `Comments per page on a topic (${limitText('commentsPerPage')})` })
  commentsPerPage: number;

  @Field(() => Int, { description: `Password minimum length (${limitText('passwordMinLength')}); sign-up needs at least 6 regardless` })
  passwordMinLength: number;

  @Field(() => Int, { description: `Failed sign-ins before a 15-minute cool-off (${limitText('loginAttemptLimit')})` })
  loginAttemptLimit: number;

  @Field()
  emailVerification: boolean;

  @Field()
  captcha: boolean;

  @Field()
  twoFactor: boolean;

  @Field(() => Int, { description: `API budget of one API key, points per hour (${limitText('keyPointsPerHour')})` })
  keyPointsPerHour: number;

  @Field(() => Int, { description: `API budget of one member's browser session, points per hour (${limitText('memberPointsPerHour')})` })
  memberPointsPerHour: number;

  @Field(() => Int, { description: `API budget of one guest address, points per hour (${limitText('guestPointsPerHour')})` })
  guestPointsPerHour: number;
}

@ObjectType({ description: 'The settings every visitor may know (form hints)' })
export class PublicSettings {
  @Field(() => Int, { description: 'The password minimum in force (sign-up, password change and reset check exactly this)' })
  passwordMinLength: number;

  @Field(() => Int)
  commentsPerPage: number;

  @Field({ description: 'Whether this visitor may open the development mailbox (GET /api/dev/mail): outside production, without SMTP_URL, from this machine' })
  devMailbox: boolean;

  @Field({
    description:
      "Whether the demo accounts (the README's passwords) are seeded here: outside production, or with SEED_DEMO=true. The admin login shows the demo administrator only then",
  })
  demoAccounts: boolean;
}

@InputType()
export class SettingsInput implements Partial<Settings> {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() commentsPerPage?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() passwordMinLength?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() loginAttemptLimit?: number;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() emailVerification?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() captcha?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() twoFactor?: boolean;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() keyPointsPerHour?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() memberPointsPerHour?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() guestPointsPerHour?: number;
}

@Resolver()
export class SettingsResolver {
  constructor(
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Roles('admin')
  @Query(() => SiteSettings, { name: 'settings' })
  siteSettings(): Promise<Settings> {
    return this.settings.get();
  }

  @Public()
  @Query(() => PublicSettings)
  async publicSettings(@Context() ctx: GraphqlContext): Promise<PublicSettings> {
    const { passwordMinLength, commentsPerPage } = await this.settings.get();
    return {
      passwordMinLength: effectivePasswordMin(passwordMinLength),
      commentsPerPage,
      devMailbox: this.mail.devMailboxOpen() && isLocalRequest(ctx.req),
      demoAccounts: this.config.seedDemo,
    };
  }

  @Roles('admin')
  @Mutation(() => SiteSettings, { description: 'Saves the given settings (all valid, or nothing is saved)' })
  async updateSettings(@Args('input') input: SettingsInput, @CurrentUser() user: User): Promise<Settings> {
    const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Partial<Settings>;
    const invalid = invalidSettings(values);
    if (invalid.length > 0) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, `Out of range: ${invalid.join(', ')}`, {
        fields: Object.fromEntries(invalid.map((key) => [key, 'settingOutOfRange'])),
      });
    }
    const before = await this.settings.get();
    const saved = await this.settings.save(values, user.id);
    const changes = (Object.keys(values) as (keyof Settings)[]).map((field) => ({ field, from: auditValue(before[field]), to: auditValue(saved[field]) }));
    await this.audit.record(user, 'settings.update', {
      type: 'settings',
      label: Object.keys(values).join(', '),
      details: { fields: Object.keys(values), count: changes.length, changes },
    });
    return saved;
  }

  @Roles('admin')
  @Mutation(() => SiteSettings, { description: 'Back to the defaults of docs/product-rules.md#constants' })
  async resetSettings(@CurrentUser() user: User): Promise<Settings> {
    const reset = await this.settings.reset();
    await this.audit.record(user, 'settings.reset', { type: 'settings' });
    return reset;
  }
}
