import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** The answer of a bulk operation on any kind of row (peppers, users, topics): one transaction, all or nothing. */
@ObjectType()
export class BulkItemResult {
  @Field()
  id: string;

  @Field()
  ok: boolean;

  @Field(() => String, { nullable: true, description: 'Error code when not ok (NOT_FOUND, ...)' })
  error: string | null;
}

@ObjectType({ description: 'A bulk operation runs in one transaction: all ids succeed, or nothing changes' })
export class BulkResult {
  @Field({ description: 'True when every id succeeded and the change was saved' })
  applied: boolean;

  @Field(() => Int)
  count: number;

  @Field(() => [BulkItemResult])
  results: BulkItemResult[];

  @Field(() => ID, { nullable: true, description: 'When applied and undoable: pass it to undoPepperChanges to put every pepper back as one step' })
  changeSetId?: string | null;
}
