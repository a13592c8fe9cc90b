import { useTranslation } from 'react-i18next';
import { ShareIcon } from './catalogueIcons';

export interface ShareButtonProps {
  name: string;
  onShare: () => void;
  withLabel?: boolean;
}

export function ShareButton({ name, onShare, withLabel = false }: ShareButtonProps) {
  const { t } = useTranslation('peppers');
  const label = t('share.label', { name });
  return (
    <button
      type="button"
      className={`icon-toggle${withLabel ? ' icon-toggle--labelled' : ''}`}
      aria-label={label}
      title={label}
      onClick={onShare}
    >
      <ShareIcon width={18} height={18} />
      {withLabel && <span aria-hidden="true">{t('share.button')}</span>}
    </button>
  );
}
