import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogout } from '@/modules/auth/hooks/useLogout';
import { displayName } from '@/modules/auth/session/sessionStore';
import { useSession } from '@/modules/auth/session/useSession';

/** Log in when signed out; the user's name and log out when signed in. */
export function AccountActions() {
  const { t } = useTranslation();
  const session = useSession();
  const handleLogout = useLogout();

  if (!session) {
    return (
      <Link to="/login" replace className="button button--primary account-actions__login">
        {t('header.login')}
      </Link>
    );
  }

  const name = displayName(session.user);
  return (
    <div className="account-actions">
      <span className="account-actions__name" title={t('header.signedInAs', { name })}>
        <span className="account-actions__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="visually-hidden">{t('header.signedInAs', { name })}</span>
        <span aria-hidden="true">{name}</span>
      </span>
      <button type="button" className="button button--ghost" onClick={handleLogout}>
        {t('header.logout')}
      </button>
    </div>
  );
}
