import { useTranslation } from 'react-i18next';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';

export interface ForumListErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A forum list that could not load: why, in the reader's language, and "Retry". */
export function ForumListError({ title, error, onRetry }: ForumListErrorProps) {
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  return (
    <StateMessage
      tone="error"
      title={title}
      actions={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {tCommon('actions.retry')}
        </button>
      }
    >
      <p>{tErrors(errorMessageKey(error))}</p>
    </StateMessage>
  );
}

export interface ForumNoMatchProps {
  title: string;
  message: string;
  onClear: () => void;
}

/** A forum list whose filters or search match nothing, with the way back to every topic. */
export function ForumNoMatch({ title, message, onClear }: ForumNoMatchProps) {
  const { t } = useTranslation('forum');
  return (
    <StateMessage
      tone="noMatch"
      title={title}
      actions={
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t('empty.clear')}
        </button>
      }
    >
      <p>{message}</p>
    </StateMessage>
  );
}
