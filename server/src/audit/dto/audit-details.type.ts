import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { AuditChange as AuditChangeShape, AuditDetails as AuditDetailsShape } from '@pepper-atlas/domain';

// Apart from the entity: the test setup loads the entities from the compiled server, and these types need not come along.
@ObjectType({
  description: 'One field an audited edit changed, its value before and after as short text',
})
export class AuditChange {
  @Field(() => String, {
    description: 'The field (a pepper field such as group, or a setting key)',
  })
  field: string;

  @Field(() => String, { nullable: true })
  from: string | null;

  @Field(() => String, { nullable: true })
  to: string | null;
}

@ObjectType({
  description: 'What an audit entry names beyond its action and target; null fields were not recorded (older entries have none)',
})
export class AuditDetails {
  @Field(() => String, {
    nullable: true,
    description: 'A pepper, news item, recipe or guide: its address, for the link',
  })
  slug?: string;

  @Field(() => String, {
    nullable: true,
    description: 'News, recipes and guides: which (news, recipes or guides; the page is /<contentKind>/<slug>)',
  })
  contentKind?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A pepper: its name at the time',
  })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A pepper: its Hebrew name at the time',
  })
  hebName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A user: the username at the time',
  })
  username?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A topic, or the topic of a comment',
  })
  topicId?: string;

  @Field(() => String, {
    nullable: true,
    description: 'That topic’s title at the time',
  })
  topicTitle?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A report: its type (spam, harassment, ...)',
  })
  reportType?: string;

  @Field(() => Int, {
    nullable: true,
    description: 'A bulk change: how many items the whole action touched',
  })
  count?: number;

  @Field(() => [String], {
    nullable: true,
    description: 'The fields (or settings) the edit changed',
  })
  fields?: string[];

  @Field(() => [AuditChange], {
    nullable: true,
    description: 'Each changed field with its value before and after',
  })
  changes?: AuditChange[];

  @Field(() => Int, { nullable: true, description: 'An import: peppers added' })
  created?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'An import: peppers changed',
  })
  updated?: number;

  @Field(() => String, {
    nullable: true,
    description: 'An undo: the action code it undid (pepper.bulk.update, pepper.import, ...)',
  })
  undoneAction?: string;

  @Field(() => String, {
    nullable: true,
    description: 'An undo: when the undone action was done (ISO 8601)',
  })
  undoneAt?: string;

  @Field(() => Int, {
    nullable: true,
    description: 'An undo: how many items the undone action touched',
  })
  undoneCount?: number;

  @Field(() => String, {
    nullable: true,
    description: "An API key: its first characters (pa_ and 8 more)",
  })
  keyPrefix?: string;

  @Field(() => [String], {
    nullable: true,
    description: "An API key's scopes when it was created",
  })
  scopes?: string[];

  @Field(() => String, {
    nullable: true,
    description: 'apikey.use: the admin operation the key was used for (a GraphQL field or a REST method and path)',
  })
  operation?: string;
}
