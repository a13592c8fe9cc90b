import { Field, Float, ObjectType, registerEnumType } from '@nestjs/graphql';
import { HEAT_COMPARISON_KINDS, type HeatComparisonKind } from '@pepper-atlas/domain';

/** The domain's kinds as a GraphQL enum; the value is the name (MILDER), as compareWithJalapeno answers. */
export const HeatComparisonKindEnum = Object.fromEntries(HEAT_COMPARISON_KINDS.map((kind) => [kind, kind])) as Record<
  HeatComparisonKind,
  HeatComparisonKind
>;

registerEnumType(HeatComparisonKindEnum, {
  name: 'HeatComparisonKind',
  description: "How a pepper's SHU range compares with a jalapeño's 2,500-8,000",
  valuesMap: {
    MILDER: { description: "Its hottest pod is below the mildest jalapeño's 2,500 SHU" },
    SIMILAR: { description: "Its range overlaps the jalapeño's" },
    HOTTER: { description: "Its mildest pod is above the hottest jalapeño's 8,000 SHU: about lowTimes-highTimes times the heat" },
  },
});

@ObjectType({
  description:
    'Heat next to a jalapeño, for a sentence such as "about 12-140 times the heat of a jalapeño" (compareWithJalapeno in the domain module)',
})
export class HeatComparison {
  @Field(() => HeatComparisonKindEnum)
  kind: HeatComparisonKind;

  @Field(() => Float, {
    nullable: true,
    description: 'HOTTER only: its lowest SHU / 8,000, rounded down to two significant digits (habanero: 12)',
  })
  lowTimes: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'HOTTER only: its highest SHU / 2,500, rounded up to two significant digits (habanero: 140); null when open-ended',
  })
  highTimes: number | null;
}
