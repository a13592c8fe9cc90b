import { Field, ID, InputType } from '@nestjs/graphql';
import { POST_IMAGE_LIMITS } from '@pepper-atlas/domain';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

@InputType({
  description: 'A photo of the post, in gallery order: an upload of uploadPostImage, or one the post already shows',
})
export class PostImageInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'postImageInvalid' })
  id: string;

  @Field(() => String, {
    nullable: true,
    description: `What it shows (at most ${POST_IMAGE_LIMITS.altMax} characters); left out or null, none`,
  })
  @IsOptional()
  @IsString()
  // The domain check answers the message key; this only caps what the server reads.
  @MaxLength(POST_IMAGE_LIMITS.altMax * 4)
  alt?: string | null;
}
