import { BOOKMARKS_MAX, LIMITS } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { resources } from '@/core/i18n/resources';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import type { ApiError } from '@/modules/ui/utils/apiError';

/** Forum message keys (the domain's MESSAGES keys of topics, comments and reports) this module translates. */
export type ForumMessageKey = keyof (typeof resources)['en']['forum']['validation'];

/** Limits quoted by the messages. */
const LIMIT_VALUES = {
  titleMax: LIMITS.topic.titleMax,
  subjectMax: LIMITS.topic.subjectMax,
  lineMax: LIMITS.topic.descriptionLineMax,
  linesMax: LIMITS.topic.descriptionLinesMax,
  commentMax: LIMITS.comment.textMax,
  reportMax: LIMITS.report.descriptionMax,
  bookmarksMax: BOOKMARKS_MAX.toLocaleString('en'),
};

/** Translates a validation message key of the forum rules; other keys go to the shared translations. */
export function useForumMessage(): (key: string) => string {
  const { t, i18n } = useTranslation('forum');
  const fieldMessage = useFieldMessage();
  return useCallback(
    (key: string) =>
      i18n.exists(`validation.${key}`, { ns: 'forum' }) ? t(`validation.${key as ForumMessageKey}`, LIMIT_VALUES) : fieldMessage(key),
    [t, i18n, fieldMessage],
  );
}

/**
 * Translates a refused forum call: a field's rule first (in the order given), then the forum's own
 * cases (posting too fast, signed out), then the shared generic messages.
 */
export function useForumErrorText(): (error: ApiError, fallback: string, fieldOrder?: readonly string[]) => string {
  const { t } = useTranslation('forum');
  const message = useForumMessage();
  const apiErrorText = useApiErrorText();
  return useCallback(
    (error: ApiError, fallback: string, fieldOrder: readonly string[] = []) => {
      const fieldKey = [...fieldOrder, ...Object.keys(error.fields)].map((field) => error.fields[field]).find(Boolean);
      if (error.kind === 'graphql' && fieldKey) return message(fieldKey);
      switch (error.code) {
        case 'TOO_MANY_REQUESTS':
          return t('errors.tooFast', { count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
        case 'UNAUTHENTICATED':
          return t('errors.signIn');
        default:
          return apiErrorText(error, fallback);
      }
    },
    [t, message, apiErrorText],
  );
}
