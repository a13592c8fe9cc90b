import { Field, ID, InputType, PartialType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { TOPIC_CATEGORIES, type TopicCategory as TopicCategoryName } from '@pepper-atlas/domain';
import { RequiredText } from '../../auth/dto/auth.inputs.js';
import { TopicCategory } from '../topic.entity.js';
import { PostImageInput } from './post-image.inputs.js';

/** A post's photos (issue 36): the domain check answers too many with its message key; this only caps what is read. */
export function PostImagesField(): PropertyDecorator {
  return (target, key) => {
    Field(() => [PostImageInput], {
      nullable: true,
      description: "Its photos in gallery order (at most 6; the author's uploads of uploadPostImage); on an edit, left out keeps them as they are",
    })(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(20)(target, key);
    ValidateNested({ each: true })(target, key);
    Type(() => PostImageInput)(target, key);
  };
}

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

  @PostImagesField()
  images?: PostImageInput[] | null;
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

  @PostImagesField()
  images?: PostImageInput[] | null;
}
