import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HeroIllustration } from './HeroIllustration';
import './HomeHero.css';

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {t('hero.title')}
          </h1>
          <p className="home-hero__description">{t('hero.description')}</p>
          <div className="home-hero__actions">
            <Link to="/peppers" className="button button--primary button--large">
              {t('hero.browsePeppers')}
            </Link>
            <Link to="/forum" className="button button--secondary button--large">
              {t('hero.visitForum')}
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
