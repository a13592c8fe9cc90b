import { ArgsType, Field } from '@nestjs/graphql';
import { LIMITS } from '@pepper-atlas/domain';
import { IsString, MaxLength } from 'class-validator';

/** The longest post: a topic's description lines (and the blank lines between them). */
const PREVIEW_MAX = LIMITS.topic.descriptionLineMax * LIMITS.topic.descriptionLinesMax + 2 * LIMITS.topic.descriptionLinesMax;

@ArgsType()
export class PreviewPostArgs {
  @Field(() => String, { description: 'Markdown as typed in a composer' })
  @IsString()
  @MaxLength(PREVIEW_MAX)
  source!: string;
}
