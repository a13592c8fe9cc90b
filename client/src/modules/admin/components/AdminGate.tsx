import { isActiveAdmin } from '@pepper-atlas/domain';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountSecurityPolicyDocument } from '@/generated/graphql';
import { useSession, useSessionCheck } from '@/modules/auth/session/useSession';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { AdminLoginForm } from './AdminLoginForm';
import { AdminNoAccess } from './AdminNoAccess';
import { AdminPanel } from './AdminPanel';
import './admin.css';

/**
 * /admin: the login form for guests, 'checking permissions' while the stored session is being
 * verified, a "no admin rights" screen for other accounts, the panel for an active admin. The
 * server enforces the same rule on every admin operation.
 */
export function AdminGate() {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation();
  const session = useSession();
  const check = useSessionCheck();
  const { t: tAuth } = useTranslation('auth');
  // With the two-factor setting on, the server refuses admin operations until the admin enrols.
  const unenrolled = session?.user.twoFactorEnabled === false && isActiveAdmin(session.user);
  const policy = useQuery(AccountSecurityPolicyDocument, { skip: !unenrolled });
  const mustEnrol = unenrolled && policy.data?.accountSecurityPolicy.twoFactor === true;

  if (!session) {
    return (
      <div className="container admin-gate">
        <AdminLoginForm />
      </div>
    );
  }
  if (check === 'pending') {
    return (
      <div className="page-loading container" role="status" aria-live="polite">
        <span className="page-loading__spinner" aria-hidden="true" />
        <span>{t('checkingPermissions')}</span>
      </div>
    );
  }
  if (check === 'unreachable') {
    return (
      <div className="container admin-gate">
        <StateMessage
          tone="error"
          headingLevel={1}
          title={t('checkFailed')}
          actions={
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {tCommon('actions.tryAgain')}
            </button>
          }
        >
          <p>{tErrors('network')}</p>
        </StateMessage>
      </div>
    );
  }
  if (!isActiveAdmin(session.user)) return <AdminNoAccess user={session.user} />;
  if (mustEnrol) {
    return (
      <div className="container admin-gate">
        <StateMessage
          tone="error"
          headingLevel={1}
          title={tAuth('twoFactor.heading')}
          actions={
            <Link to="/profile" className="button button--primary">
              {tAuth('twoFactor.enable')}
            </Link>
          }
        >
          <p>{tAuth('twoFactor.required')}</p>
        </StateMessage>
      </div>
    );
  }
  return <AdminPanel user={session.user} />;
}
