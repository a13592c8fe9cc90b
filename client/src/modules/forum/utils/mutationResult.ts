import type { ApiError } from '@/modules/ui/utils/apiError';

/** What a form-backed mutation hook answers: the result, or what went wrong for the form to show. */
export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };
