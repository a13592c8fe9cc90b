import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    'An earlier version of a topic or comment: kept when it was edited later than five minutes after posting (edits within them keep none), newest first',
})
export class PostVersion {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: "A topic's title as it was then (null for a comment)" })
  title: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The text as it was (Markdown; a topic's paragraphs separated by blank lines); null when a moderator hid it and the viewer is no moderator",
  })
  text: string | null;

  @Field({ description: 'A moderator hid its text: only moderators and admins read it' })
  hidden: boolean;

  @Field({ description: 'When this text was written (posted, or the edit before)' })
  writtenAt: Date;

  @Field({ description: 'When an edit replaced it' })
  replacedAt: Date;
}
