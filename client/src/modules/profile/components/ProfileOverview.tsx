import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountFieldsFragment } from '@/generated/graphql';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { displayName } from '@/core/session/sessionStore';
import { Avatar } from '@/modules/ui/components/Avatar';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { numberFormat } from '@/modules/ui/utils/intl';
import { memberPath } from '@/modules/ui/utils/memberPath';
import { AvatarUpload } from './AvatarUpload';

export interface ProfileOverviewProps {
  user: AccountFieldsFragment;
}

/** The signed-in user's card: avatar, names, username, email, role, join date, posts and bio. */
export function ProfileOverview({ user }: ProfileOverviewProps) {
  const { t, i18n } = useTranslation('profile');
  const roleLabel = useRoleLabel();
  const formatDate = useFormatDate();
  const count = numberFormat(i18n.language);

  return (
    <section className="profile-card" aria-labelledby="profile-name">
      <div className="profile-card__identity">
        <Avatar user={user} size="large" />
        <div className="profile-card__names">
          <h1 id="profile-name" dir="auto">
            {displayName(user)}
          </h1>
          <p className="profile-card__username">
            <bdi>@{user.username}</bdi>
          </p>
          <span className={`badge role-badge role-badge--${user.role}`}>{roleLabel(user.role)}</span>
        </div>
      </div>
      <AvatarUpload user={user} />
      <Link to={memberPath(user.username)} className="profile-card__public-link">
        {t('overview.publicPage')}
      </Link>

      <dl className="profile-facts">
        <div>
          <dt>{t('overview.email')}</dt>
          <dd>
            <bdi>{user.email}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('overview.role')}</dt>
          <dd>{roleLabel(user.role)}</dd>
        </div>
        <div>
          <dt>{t('overview.joined')}</dt>
          <dd>{formatDate(user.joinDate)}</dd>
        </div>
        <div>
          <dt>{t('overview.posts')}</dt>
          <dd>{count.format(user.postsCount)}</dd>
        </div>
      </dl>

      <div className="profile-card__bio">
        <h2>{t('overview.bio')}</h2>
        {user.bio ? <p dir="auto">{user.bio}</p> : <p className="profile-card__empty">{t('overview.noBio')}</p>}
      </div>
    </section>
  );
}
