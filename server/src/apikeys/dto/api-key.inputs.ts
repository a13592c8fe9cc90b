import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyScope, MESSAGES } from '@pepper-atlas/domain';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDate, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiKeyScopeEnum } from '../api-key.entity.js';

@InputType({ description: 'A new API key: its name, scopes and optional expiry' })
export class CreateApiKeyInput {
  @ApiProperty({ maxLength: API_KEY_LIMITS.nameMax, example: 'My pepper app' })
  @Field({ description: `What it is for (1 to ${API_KEY_LIMITS.nameMax} characters)` })
  @IsString({ message: MESSAGES.requiredFields })
  @MaxLength(API_KEY_LIMITS.nameMax)
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['read'] })
  @Field(() => [ApiKeyScopeEnum], { description: 'read, write and (administrators only) admin' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes: ApiKeyScope[];

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: `When it stops working (within ${API_KEY_LIMITS.maxExpiryDays} days); absent: never` })
  @Field(() => Date, { nullable: true, description: `When it stops working (within ${API_KEY_LIMITS.maxExpiryDays} days); null: never` })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  expiresAt?: Date | null;
}
