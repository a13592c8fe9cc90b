import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Pepper } from '../pepper.entity.js';

@ObjectType()
export class PepperList {
  @Field(() => [Pepper])
  items: Pepper[];

  @Field(() => Int)
  totalItems: number;
}
