import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, MaxLength, ArrayMaxSize } from 'class-validator';
import { SOURCE_SUPPORTS, type SourceSupport } from '@pepper-atlas/domain';

/** The facts a source may be cited for (pepper-sources.ts in the domain module); the value is the name. */
export const SourceSupportEnum = Object.fromEntries(SOURCE_SUPPORTS.map((fact) => [fact, fact])) as Record<SourceSupport, SourceSupport>;

registerEnumType(SourceSupportEnum, {
  name: 'SourceSupport',
  description: 'A fact of the pepper a source is cited for',
  valuesMap: {
    shu: { description: 'Its Scoville range (the page marks the SHU figure with this source)' },
    origin: { description: 'Where it comes from' },
    species: { description: 'Its species' },
    flavor: { description: 'Its flavour and appearance' },
    growing: { description: 'How it is grown' },
    uses: { description: 'How it is used in the kitchen' },
  },
});

@ObjectType({ description: "A source cited on a pepper's page, listed as a numbered reference" })
export class PepperSource {
  @Field()
  title: string;

  @Field(() => String, { nullable: true, description: 'Who published it (an institute, a university, a book publisher)' })
  publisher: string | null;

  @Field(() => String, { nullable: true, description: 'Where to read it: an http(s) address' })
  url: string | null;

  @Field(() => Int, { nullable: true, description: 'The year it was published' })
  year: number | null;

  @Field(() => [SourceSupportEnum], { description: 'The facts it is cited for' })
  supports: SourceSupport[];
}

/** A source as the admin form sends it: checked by the domain's rules (field messages), capped here only roughly. */
@InputType()
export class PepperSourceInput {
  @Field(() => String, { nullable: true, description: 'Required; at most 200 characters' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 120 characters' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  publisher?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) address, at most 500 characters' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  url?: string | null;

  @Field(() => Int, { nullable: true, description: 'From 1500 to this year' })
  @IsOptional()
  @IsInt()
  year?: number | null;

  @Field(() => [SourceSupportEnum], { nullable: true, description: 'The facts it is cited for' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  supports?: SourceSupport[] | null;
}

/** The nested list of PepperInput: each source checked as its class says (REST bodies are plain objects). */
export const SourceListType = () => Type(() => PepperSourceInput);
