import { LANGUAGES, type Language } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';

/** This page's address in a language (?lang=, the rest of the query kept): the switch without JavaScript. */
function addressIn(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', language);
  return `${pathname}?${params}`;
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { pathname, search } = useLocation();

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
      {/* Without JavaScript the buttons cannot switch: links to the page in each language (the server renders it) instead. */}
      <noscript>
        {LANGUAGES.map((code) => (
          <a
            key={code}
            lang={code}
            className="language-switcher__option language-switcher__link"
            aria-current={code === language ? 'true' : undefined}
            href={addressIn(pathname, search, code)}
          >
            {t(`language.${code}`)}
          </a>
        ))}
      </noscript>
    </div>
  );
}
