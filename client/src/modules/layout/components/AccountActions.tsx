import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLogout } from '@/modules/auth/hooks/useLogout';
import { displayName } from '@/core/session/sessionStore';
import { useSession } from '@/modules/auth/session/useSession';
import type { ReturnState } from '@/modules/auth/utils/redirect';
import { Avatar } from '@/modules/ui/components/Avatar';

/** Log in when signed out; the user's name (a link to their profile) and log out when signed in. */
export function AccountActions() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  const handleLogout = useLogout();

  if (!session) {
    const from = pathname === '/login' ? undefined : `${pathname}${search}`;
    return (
      <Link
        to="/login"
        replace
        state={{ from } satisfies ReturnState}
        className="button button--primary account-actions__login"
      >
        {t('header.login')}
      </Link>
    );
  }

  const name = displayName(session.user);
  return (
    <div className="account-actions">
      <Link
        to="/profile"
        replace
        className="account-actions__name"
        aria-current={pathname === '/profile' ? 'page' : undefined}
        title={t('header.profileOf', { name })}
      >
        <Avatar user={session.user} />
        <span className="visually-hidden">{t('header.signedInAs', { name })}</span>
        <span aria-hidden="true">{name}</span>
      </Link>
      <button type="button" className="button button--ghost" onClick={handleLogout}>
        {t('header.logout')}
      </button>
    </div>
  );
}
