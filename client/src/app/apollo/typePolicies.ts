import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';
import type { PeppersQueryVariables } from '@/generated/graphql';

interface PepperListRef {
  __typename: 'PepperList';
  items: Reference[];
  totalItems: number;
}

/**
 * `peppers` is cached once per search text; pages fetched with `fetchMore` are written at their
 * `skip` offset, so "load more" appends and a fresh first page replaces the list.
 */
const peppersField: FieldPolicy<PepperListRef> = {
  keyArgs: ['search'],
  merge(existing, incoming, { args }) {
    const skip = (args as PeppersQueryVariables | null)?.skip ?? 0;
    const kept = existing ? existing.items.slice(0, skip) : [];
    return { ...incoming, items: [...kept, ...incoming.items] };
  },
};

/** Single-entity queries read an entity already in the cache (from a list) before asking the server. */
function cachedEntity(typename: string): FieldPolicy {
  return {
    read(existing, { args, toReference }) {
      return existing ?? (args?.id ? toReference({ __typename: typename, id: args.id as string }) : undefined);
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      peppers: peppersField,
      pepper: cachedEntity('Pepper'),
      topic: cachedEntity('Topic'),
    },
  },
  Pepper: { keyFields: ['id'] },
  Topic: { keyFields: ['id'] },
};
