import { Field, ID, InputType, PartialType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { TOPIC_CATEGORIES, type TopicCategory as TopicCategoryName } from '@pepper-atlas/domain';
import { RequiredText } from '../../auth/dto/auth.inputs.js';
import { TopicCategory } from '../topic.entity.js';

// Types and hard caps only: the rules and their messages come from the shared domain module.

@InputType()
export class CreateTopicInput {
  @RequiredText(500)
  title: string;

  @RequiredText(300)
  subject: string;

  @Field(() => TopicCategory, { nullable: true, description: 'Defaults to general' })
  @IsOptional()
  @IsIn(TOPIC_CATEGORIES)
  category?: TopicCategoryName;

  @Field(() => [String], { description: 'The message as lines (paragraphs); blank lines are dropped' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(10000, { each: true })
  description: string[];
}

@InputType()
export class UpdateTopicInput extends PartialType(CreateTopicInput) {}

@InputType()
export class AddCommentInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Topic not found.' })
  topicId: string;

  @RequiredText(20000)
  text: string;

  @Field(() => ID, { nullable: true, description: 'Reply to this comment' })
  @IsOptional()
  @IsUUID('all', { message: 'Comment not found.' })
  parentId?: string;
}
