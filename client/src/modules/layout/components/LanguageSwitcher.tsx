import { LANGUAGES } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();

  return (
    <div className="language-switcher" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switcher__option"
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
        >
          <span aria-hidden="true">{t(`language.short.${code}`)}</span>
          <span className="visually-hidden">{t(`language.${code}`)}</span>
        </button>
      ))}
    </div>
  );
}
