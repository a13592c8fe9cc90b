import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../utils/errorMessageKey';
import { StateMessage } from './StateMessage';

export interface LoadFailedProps {
  /** What could not be loaded, as a heading. */
  title: string;
  error: unknown;
  onRetry: () => void;
  headingLevel?: 1 | 2 | 3;
}

/** Something that could not be loaded: why, in the reader's language, and a button that asks again. */
export function LoadFailed({ title, error, onRetry, headingLevel = 3 }: LoadFailedProps) {
  const { t } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  return (
    <StateMessage
      tone="error"
      headingLevel={headingLevel}
      title={title}
      actions={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      }
    >
      <p>{tErrors(errorMessageKey(error))}</p>
    </StateMessage>
  );
}
