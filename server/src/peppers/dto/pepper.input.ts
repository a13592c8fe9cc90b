import { Field, InputType, Int, OmitType, PartialType, PickType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { DifficultyEnum, HeatLevelEnum, PepperGroupEnum } from './pepper.enums.js';
import { PepperSourceInput, SourceListType } from './pepper-source.type.js';

/** Optional text up to a hard cap; the real limits and messages come from the domain module. */
function OptionalText(): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: true })(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(2000)(target, key);
  };
}

/**
 * A vocabulary value: a GraphQL enum (which hands the stored string, "C. Annuum", to the service), while REST
 * sends text that the domain module normalises (any spelling, English or Hebrew names, as the old clients do).
 */
function OptionalVocabulary(enumRef: object, description: string): PropertyDecorator {
  return (target, key) => {
    Field(() => enumRef, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(2000)(target, key);
  };
}

/**
 * A pepper as the admin form sends it. SHU is text as typed (a number, `1,000-5,000`, `100000+`);
 * group, heat level and difficulty are enums in GraphQL; over REST they accept the spelling variants and the Hebrew
 * names the domain module normalises.
 */
@InputType()
export class PepperInput {
  @OptionalText()
  name: string;

  /** REST clients may send a plain number. */
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @OptionalText()
  shu: string;

  @OptionalVocabulary(PepperGroupEnum, 'Required for a new pepper')
  group: string;

  @OptionalText()
  description?: string | null;

  @OptionalText()
  hebName?: string | null;

  @OptionalText()
  hebDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Country of origin: an ISO code (MX) or its name in English or Hebrew' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  country?: string | null;

  @OptionalText()
  region?: string | null;

  @OptionalText()
  hebRegion?: string | null;

  /** Free text such as "Mexico (Veracruz)", parsed into country and region. */
  @OptionalText()
  origin?: string | null;

  /** Free text such as "מקסיקו (ורקרוס)", parsed into country and hebRegion. */
  @OptionalText()
  hebOrigin?: string | null;

  @OptionalText()
  flavor?: string | null;

  @OptionalText()
  hebFlavor?: string | null;

  @OptionalText()
  uses?: string | null;

  @OptionalText()
  hebUses?: string | null;

  @OptionalText()
  growingNote?: string | null;

  @OptionalText()
  hebGrowingNote?: string | null;

  @Field(() => [PepperSourceInput], {
    nullable: true,
    description: 'The sources it cites, in the order of their numbers (at most 10); replaces the whole list; null or [] clears it',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @SourceListType()
  sources?: PepperSourceInput[] | null;

  /** Derived from the SHU; when sent (English or Hebrew name) it must name that level. */
  @OptionalVocabulary(HeatLevelEnum, 'Derived from the SHU; when sent it must be the level of the SHU')
  heatLevel?: string | null;

  /** Free text such as "100-120 days", parsed into the days. */
  @OptionalText()
  growingTime?: string | null;

  @Field(() => Int, { nullable: true, description: 'Fewest days from transplant to the first ripe fruit' })
  @IsOptional()
  @IsInt()
  growingDaysMin?: number | null;

  @Field(() => Int, { nullable: true, description: 'Most days from transplant to the first ripe fruit' })
  @IsOptional()
  @IsInt()
  growingDaysMax?: number | null;

  @OptionalVocabulary(DifficultyEnum, 'Defaults to medium for a new pepper')
  difficulty?: string | null;

  /** A PepperColor code, a colour name in English or Hebrew, or a change of colour ("Green to red"). */
  @Field(() => String, { nullable: true, description: 'Ripe colour: a PepperColor code (red), its name in English or Hebrew, or a change such as "Green to red"' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  color?: string | null;

  @Field(() => String, { nullable: true, description: 'Colour before ripening: a PepperColor code or its name; null for none' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  unripeColor?: string | null;

  @Field(() => String, { nullable: true, description: 'A PepperShape code (conical) or its name in English or Hebrew' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  shape?: string | null;

  @Field(() => String, { nullable: true, description: 'URL of an image uploaded with POST /api/upload-image; null removes the image' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  img?: string | null;

  @Field({ nullable: true, description: 'Defaults to true for a new pepper' })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @Field({ nullable: true, description: 'Defaults to false for a new pepper' })
  @IsOptional()
  @IsBoolean()
  isFeatured?: boolean;
}

@InputType()
export class UpdatePepperInput extends PartialType(PepperInput) {}

/** What a bulk edit may set on many peppers at once; absent fields stay as they are. */
@InputType()
export class PepperPatchInput extends PickType(
  PepperInput,
  ['group', 'difficulty', 'country', 'region', 'hebRegion', 'color', 'unripeColor', 'shape', 'isActive', 'isFeatured'] as const,
  InputType,
) {}

/**
 * One pepper of an import (importPeppers): the pepper fields as text (spreadsheet spellings: codes, English or
 * Hebrew names) plus the slug that says which pepper it updates. An absent field keeps the stored value; null
 * clears it.
 */
@InputType()
export class PepperImportRow extends OmitType(PartialType(PepperInput), ['group', 'heatLevel', 'difficulty', 'origin', 'hebOrigin'] as const, InputType) {
  @Field(() => String, { nullable: true, description: 'Matches the pepper to update; without it the English name does' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'A PepperGroup value, the stored name (C. Annuum) or its Hebrew name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  group?: string | null;

  @Field(() => String, { nullable: true, description: 'A Difficulty value or its name in English or Hebrew' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  difficulty?: string | null;
}
