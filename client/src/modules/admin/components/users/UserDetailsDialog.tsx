import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminUserDocument } from '@/generated/graphql';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { Avatar } from '@/modules/ui/components/Avatar';
import { Dialog } from '@/modules/ui/components/Dialog';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface UserDetailsDialogProps {
  userId: string;
  currentUserId: string;
  onClose: () => void;
}

/** One user's details (the list row is shown at once; the bio comes from the server). */
export function UserDetailsDialog({ userId, currentUserId, onClose }: UserDetailsDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const roleLabel = useRoleLabel();
  const formatDate = useFormatDate();
  const { data, loading, error } = useQuery(AdminUserDocument, {
    variables: { id: userId },
    returnPartialData: true,
  });
  const user = data?.user;
  const count = numberFormat(i18n.language);

  const renderBody = () => {
    if (!user?.username) {
      if (loading) return <PageLoading />;
      return (
        <StateMessage tone="error" title={t('users.details.error')} headingLevel={3}>
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      );
    }
    const facts = [
      { key: 'username', value: <bdi>@{user.username}</bdi> },
      { key: 'email', value: <bdi>{user.email}</bdi> },
      { key: 'role', value: user.role ? roleLabel(user.role) : '—' },
      {
        key: 'status',
        value: t(user.isActive ? 'users.status.active' : 'users.status.blocked'),
      },
      { key: 'joined', value: formatDate(user.joinDate) },
      { key: 'posts', value: user.postsCount === undefined ? '—' : count.format(user.postsCount) },
    ] as const;
    return (
      <div className="user-details">
        <div className="user-details__identity">
          <Avatar user={{ ...user, username: user.username }} size="large" />
          <div>
            <p className="user-details__name" dir="auto">
              {`${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username}
            </p>
            {user.id === currentUserId && <span className="badge badge--neutral">{t('users.you')}</span>}
          </div>
        </div>
        <dl className="user-details__facts">
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt>{t(`users.details.${fact.key}`)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="user-details__bio">
          <h3>{t('users.details.bio')}</h3>
          {user.bio ? (
            <p dir="auto">{user.bio}</p>
          ) : loading ? (
            <p className="user-details__empty">{tCommon('status.loading')}</p>
          ) : (
            <p className="user-details__empty">{t('users.details.noBio')}</p>
          )}
        </div>
      </div>
    );
  };

  return (
    <Dialog
      title={t('users.details.title')}
      onClose={onClose}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {tCommon('actions.close')}
        </button>
      }
    >
      {renderBody()}
    </Dialog>
  );
}
