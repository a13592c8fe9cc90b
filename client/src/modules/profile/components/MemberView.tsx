import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MemberProfileDocument } from '@/generated/graphql';
import { Avatar } from '@/modules/ui/components/Avatar';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { numberFormat } from '@/modules/ui/utils/intl';
import { ProfileActivity } from './ProfileActivity';
import './profile.css';

/** A member's public page: name, avatar, bio, join date, post count, and their topics and comments. */
export function MemberView({ username }: { username: string }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const formatDate = useFormatDate();
  const { data, loading, error, refetch } = useQuery(MemberProfileDocument, { variables: { username } });
  const member = data?.memberProfile;
  const name = member ? [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username : username;
  useDocumentTitle(t('member.pageTitle', { name }));

  if (member) {
    return (
      <div className="container profile-page">
        <section className="profile-card" aria-labelledby="member-name">
          <div className="profile-card__identity">
            <Avatar user={member} size="large" />
            <div className="profile-card__names">
              <h1 id="member-name" dir="auto">
                {name}
              </h1>
              <p className="profile-card__username">
                <bdi>@{member.username}</bdi>
              </p>
            </div>
          </div>
          <dl className="profile-facts">
            <div>
              <dt>{t('overview.joined')}</dt>
              <dd>{formatDate(member.joinDate)}</dd>
            </div>
            <div>
              <dt>{t('overview.posts')}</dt>
              <dd>{numberFormat(i18n.language).format(member.postsCount)}</dd>
            </div>
          </dl>
          <div className="profile-card__bio">
            <h2>{t('member.bio')}</h2>
            {member.bio ? <p dir="auto">{member.bio}</p> : <p className="profile-card__empty">{t('member.noBio')}</p>}
          </div>
        </section>
        <div className="profile-forms">
          <ProfileActivity key={member.id} username={member.username} own={false} />
        </div>
      </div>
    );
  }
  if (loading) return <PageLoading />;
  const notFound = errorMessageKey(error) === 'notFound';
  return (
    <div className="container">
      <StateMessage
        tone={notFound ? 'empty' : 'error'}
        headingLevel={1}
        title={notFound ? t('member.notFound') : t('member.loadError')}
        actions={
          notFound ? (
            <Link to="/forum" className="button button--primary">
              {t('member.toForum')}
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={() => void refetch().catch(() => undefined)}>
              {tCommon('actions.retry')}
            </button>
          )
        }
      >
        {!notFound && <p>{tErrors(errorMessageKey(error))}</p>}
      </StateMessage>
    </div>
  );
}
