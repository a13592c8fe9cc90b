import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <span className="site-footer__name">
          <img src="/favicon.svg" alt="" width="20" height="20" />
          {t('siteName')}
        </span>
        <span>{t('footer.tagline')}</span>
      </div>
    </footer>
  );
}
