import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { MESSAGES } from '@pepper-atlas/domain';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/** docs/product-rules.md#validation: a missing required field reads 'Please fill in all required fields'. */
const REQUIRED = MESSAGES.requiredFields;

// Types and hard caps only: the rules and their messages come from the shared domain module.

/** A required text field with a hard length cap (checked after presence, so a missing field says so). */
export function RequiredText(maxLength: number): PropertyDecorator {
  return applyDecorators(Field(), IsString({ message: REQUIRED }), MaxLength(maxLength)) as PropertyDecorator;
}

@InputType({ description: 'A solved proof-of-work captcha (see captchaChallenge)' })
export class CaptchaSolutionInput {
  @RequiredText(1000)
  challenge: string;

  @RequiredText(100)
  solution: string;
}

@InputType()
export class LoginInput {
  @RequiredText(300)
  email: string;

  @RequiredText(1000)
  password: string;

  @Field(() => CaptchaSolutionInput, {
    nullable: true,
    description:
      'Needed to sign up, and to sign in after 2 failed attempts, when the captcha setting is on; and (a harder one, the challenge the CAPTCHA_REQUIRED error carries) to sign in to an account with many recent failures from any addresses',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => CaptchaSolutionInput)
  captcha?: CaptchaSolutionInput;
}

@InputType()
export class RegisterInput extends LoginInput {
  @RequiredText(60)
  username: string;

  @RequiredText(100)
  firstName: string;

  @RequiredText(100)
  lastName: string;
}

@InputType()
export class ChangePasswordInput {
  @RequiredText(1000)
  currentPassword: string;

  @RequiredText(1000)
  newPassword: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  confirmPassword?: string;
}

@InputType()
export class TwoFactorLoginInput {
  @RequiredText(2000)
  challenge: string;

  @RequiredText(50)
  code: string;
}

@InputType()
export class DisableTwoFactorInput {
  @RequiredText(1000)
  password: string;

  @RequiredText(50)
  code: string;
}
