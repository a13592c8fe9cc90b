import { heatLevelOfShu, parseShu } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/modules/ui/components/FormField';
import { HeatBadge } from '@/modules/peppers/components/HeatBadge';

export interface HeatLevelOutputProps {
  /** The SHU text the form stands for (shuTextOf). */
  shu: string;
}

/** The heat level the server will store for this SHU, shown as the admin types (it is not chosen). */
export function HeatLevelOutput({ shu }: HeatLevelOutputProps) {
  const { t } = useTranslation('adminPeppers');
  const parsed = parseShu(shu);
  return (
    <FormField label={t('form.fields.heatLevel')} hint={t('form.heatLevelFromShu')}>
      {({ id, 'aria-describedby': describedBy }) => (
        <output id={id} aria-describedby={describedBy} aria-live="polite" className="pepper-form__heat-level">
          {parsed ? <HeatBadge level={heatLevelOfShu(parsed)} /> : t('form.heatLevelPending')}
        </output>
      )}
    </FormField>
  );
}
