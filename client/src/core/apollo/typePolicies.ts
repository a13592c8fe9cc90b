import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';
import type { PeppersQueryVariables } from '@/generated/graphql';

interface PepperListRef {
  __typename: 'PepperList';
  items: Reference[];
  totalItems: number;
}

/**
 * `peppers` is cached once per search, filter and sort combination; pages fetched with `fetchMore`
 * are written at their `skip` offset, so "load more" appends and a fresh first page replaces the list.
 */
const CATALOGUE_KEY_ARGS = [
  'search',
  'heatLevels',
  'groups',
  'origins',
  'colors',
  'shapes',
  'featured',
  'favoritesOnly',
  'ids',
  'status',
  'sortBy',
  'sortOrder',
  'language',
];

/**
 * The admin peppers tab (the only list that passes `status`) pages on the server: each page is
 * its own entry and a fetched page replaces it.
 */
const isAdminPage = (args: Record<string, unknown> | null) => Boolean(args?.status);

const peppersField: FieldPolicy<PepperListRef> = {
  keyArgs: (args) => (isAdminPage(args) ? [...CATALOGUE_KEY_ARGS, 'skip', 'take'] : CATALOGUE_KEY_ARGS),
  merge(existing, incoming, { args }) {
    if (isAdminPage(args)) return incoming;
    const skip = (args as PeppersQueryVariables | null)?.skip ?? 0;
    const kept = existing ? existing.items.slice(0, skip) : [];
    return { ...incoming, items: [...kept, ...incoming.items] };
  },
};

interface ContentListRef {
  items: Reference[];
  totalItems: number;
}

/**
 * Home content lists (news and events, recipes, guides): one cache entry per page size (the home
 * page shows a few, the 'view all' list pages through the rest), pages appended at their offset.
 */
const contentListField: FieldPolicy<ContentListRef> = {
  keyArgs: ['take'],
  merge(existing, incoming, { args }) {
    const skip = typeof args?.skip === 'number' ? args.skip : 0;
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

/**
 * The id of each pepper whose slug the app has read (every card reads it), so a pepper's page opened
 * from a list reads the pepper from the cache, as by id, instead of asking the server again.
 */
const pepperIdsBySlug = new Map<string, string>();

const pepperBySlugField: FieldPolicy = {
  read(existing, { args, toReference }) {
    const id = typeof args?.slug === 'string' ? pepperIdsBySlug.get(args.slug) : undefined;
    return existing ?? (id ? toReference({ __typename: 'Pepper', id }) : undefined);
  },
};

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      peppers: peppersField,
      pepper: cachedEntity('Pepper'),
      pepperBySlug: pepperBySlugField,
      topic: cachedEntity('Topic'),
      user: cachedEntity('User'),
      newsEvents: contentListField,
      recipes: contentListField,
      guides: contentListField,
    },
  },
  Pepper: {
    keyFields: ['id'],
    fields: {
      slug: {
        read(slug: string | undefined, { readField }) {
          const id = readField<string>('id');
          if (slug && id) pepperIdsBySlug.set(slug, id);
          return slug;
        },
      },
    },
  },
  Topic: { keyFields: ['id'] },
  User: { keyFields: ['id'] },
};
