import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { displayName, type SessionUser } from '@/core/session/sessionStore';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { AdminLoginForm } from './AdminLoginForm';

export interface AdminNoAccessProps {
  user: SessionUser;
}

/** A signed-in account without admin rights: says so, and offers to sign in as another user. */
export function AdminNoAccess({ user }: AdminNoAccessProps) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const roleLabel = useRoleLabel();

  return (
    <div className="container admin-gate">
      <StateMessage
        tone="info"
        headingLevel={1}
        title={t('noAccess.title')}
        actions={
          <Link to="/" replace className="button button--ghost">
            {tCommon('actions.backHome')}
          </Link>
        }
      >
        <p>
          {t(user.isActive ? 'noAccess.message' : 'noAccess.blocked', {
            name: displayName(user),
            role: roleLabel(user.role),
          })}
        </p>
      </StateMessage>
      <AdminLoginForm headingLevel={2} />
    </div>
  );
}
