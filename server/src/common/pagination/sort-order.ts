import { registerEnumType } from '@nestjs/graphql';
import { SORT_ORDERS, type SortOrder as SortOrderName } from '@pepper-atlas/domain';

/** The order of a sorted list (GraphQL `SortOrder`), shared by every module's list arguments. */
export const SortOrder = Object.fromEntries(SORT_ORDERS.map((o) => [o, o])) as { [K in SortOrderName]: K };
registerEnumType(SortOrder, { name: 'SortOrder' });
