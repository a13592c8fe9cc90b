import { useTranslation } from 'react-i18next';
import type { ChangeableField } from '../utils/pepperForm';

export interface PepperChangeSummaryProps {
  changes: readonly ChangeableField[];
}

/** Edit mode: which fields the update will change (docs/product-rules.md#screens, pepper form). */
export function PepperChangeSummary({ changes }: PepperChangeSummaryProps) {
  const { t } = useTranslation('adminPeppers');
  return (
    <section className="pepper-form__changes" aria-labelledby="pepper-form-changes-title" aria-live="polite">
      <h3 id="pepper-form-changes-title" className="pepper-form__changes-title">
        {t('form.changes.title')}
      </h3>
      {changes.length === 0 ? (
        <p className="pepper-form__changes-none">{t('form.changes.none')}</p>
      ) : (
        <ul className="pepper-form__changes-list">
          {changes.map((field) => (
            <li key={field}>{t(`form.fields.${field}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
