import { ArgsType, Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingArgs } from '../common/pagination/paging.args.js';
import { DifficultyEnum } from '../peppers/dto/pepper.enums.js';

/**
 * News, recipes and guides as the control panel sends them: the whole entry each time (a save replaces it). The
 * types and hard caps are checked here; the rules and their messages are the domain's (content-validation.ts), the
 * same the admin form shows.
 */

/** A text of the form, capped far above its rule so the rule's message is what the admin reads. */
function Text(description?: string): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { description })(target, key);
    IsString()(target, key);
    MaxLength(20_000)(target, key);
  };
}

/** Lines (ingredients, steps, paragraphs), one string each. */
function Lines(): PropertyDecorator {
  return (target, key) => {
    Field(() => [String])(target, key);
    IsArray()(target, key);
    ArrayMaxSize(200)(target, key);
    IsString({ each: true })(target, key);
    MaxLength(20_000, { each: true })(target, key);
  };
}

@InputType({ isAbstract: true })
abstract class ContentInput {
  @Text()
  title: string;

  @Text()
  hebTitle: string;

  @Field({ defaultValue: true, description: 'Shown on the site (false: a draft, seen only in the control panel)' })
  @IsBoolean()
  published: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Its picture: the URL an upload answered (POST /api/upload-image); null removes it; left out, it stays as it is',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  image?: string | null;
}

@InputType({ description: 'A news item or event as an administrator writes it' })
export class NewsEventInput extends ContentInput {
  @Text()
  text: string;

  @Text()
  hebText: string;

  @Text('YYYY-MM-DD')
  date: string;

  @Text()
  location: string;

  @Text()
  hebLocation: string;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  attendees: number;
}

@InputType({ description: 'A recipe as an administrator writes it' })
export class RecipeInput extends ContentInput {
  @Text()
  description: string;

  @Text()
  hebDescription: string;

  @Field(() => DifficultyEnum)
  @IsString()
  difficulty: string;

  @Field(() => Int)
  @IsInt()
  timeMinutes: number;

  @Field(() => Float)
  @IsNumber()
  rating: number;

  @Field(() => Int)
  @IsInt()
  servings: number;

  @Lines()
  ingredients: string[];

  @Lines()
  hebIngredients: string[];

  @Lines()
  steps: string[];

  @Lines()
  hebSteps: string[];

  @Field(() => [ID], { defaultValue: [], description: "The peppers it uses, in the recipe's order (at most 12)" })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  pepperIds: string[];
}

@InputType({ description: 'A guide as an administrator writes it' })
export class GuideInput extends ContentInput {
  @Text()
  description: string;

  @Text()
  hebDescription: string;

  @Text('beginner, intermediate or advanced')
  level: string;

  @Field(() => Int)
  @IsInt()
  durationMinutes: number;

  @Lines()
  body: string[];

  @Lines()
  hebBody: string[];
}

@ArgsType()
export class AdminContentListArgs extends PagingArgs(20) {
  @Field({ nullable: true, description: 'Words of the English or Hebrew title' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
