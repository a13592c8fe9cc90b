import { isRole, type Role } from '@pepper-atlas/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminUsersQueryVariables, SortOrder } from '@/generated/graphql';

/** Columns the server sorts users by. */
export const USER_SORT_FIELDS = ['joinDate', 'username', 'email', 'role', 'postsCount', 'lastName'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const USER_STATUSES = ['all', 'active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USERS_PAGE_SIZE = 20;

export interface UsersFilters {
  search: string;
  role: Role | 'all';
  status: UserStatus;
  sortBy: UserSortField;
  sortOrder: SortOrder;
  page: number;
}

export const USERS_DEFAULTS: UsersFilters = {
  search: '',
  role: 'all',
  status: 'all',
  sortBy: 'joinDate',
  sortOrder: 'desc',
  page: 1,
};

/** URL parameter of each filter (next to `tab`). */
const PARAMS: Record<keyof UsersFilters, string> = {
  search: 'q',
  role: 'role',
  status: 'status',
  sortBy: 'sort',
  sortOrder: 'order',
  page: 'page',
};

function filtersFromParams(params: URLSearchParams): UsersFilters {
  const role = params.get(PARAMS.role);
  const status = params.get(PARAMS.status);
  const sortBy = params.get(PARAMS.sortBy);
  const page = Number(params.get(PARAMS.page));
  return {
    search: params.get(PARAMS.search)?.trim() ?? '',
    role: isRole(role) ? role : 'all',
    status: (USER_STATUSES as readonly string[]).includes(status ?? '') ? (status as UserStatus) : 'all',
    sortBy: (USER_SORT_FIELDS as readonly string[]).includes(sortBy ?? '') ? (sortBy as UserSortField) : 'joinDate',
    sortOrder: params.get(PARAMS.sortOrder) === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function usersQueryVariables(filters: UsersFilters): AdminUsersQueryVariables {
  return {
    search: filters.search || null,
    role: filters.role === 'all' ? null : filters.role,
    isActive: filters.status === 'all' ? null : filters.status === 'active',
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    skip: (filters.page - 1) * USERS_PAGE_SIZE,
    take: USERS_PAGE_SIZE,
  };
}

/** The users tab's search, filters, sort and page, kept in the URL. Refining goes back to page 1. */
export function useUsersFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  const updateFilters = useCallback(
    (changes: Partial<UsersFilters>) => {
      setSearchParams(
        (previous) => {
          const next = { ...filtersFromParams(previous), page: 1, ...changes };
          const params = new URLSearchParams(previous);
          for (const key of Object.keys(PARAMS) as (keyof UsersFilters)[]) {
            if (next[key] === USERS_DEFAULTS[key]) params.delete(PARAMS[key]);
            else params.set(PARAMS[key], String(next[key]));
          }
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const hasActiveFilters =
    filters.search !== USERS_DEFAULTS.search || filters.role !== USERS_DEFAULTS.role || filters.status !== 'all';
  const clearFilters = useCallback(() => updateFilters({ search: '', role: 'all', status: 'all' }), [updateFilters]);

  return { filters, updateFilters, clearFilters, hasActiveFilters };
}
