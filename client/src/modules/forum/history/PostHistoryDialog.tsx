import { useMutation, useQuery } from '@apollo/client/react';
import { wordDiff } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { PostVersionsDocument, SetPostVersionHiddenDocument, type PostVersionsQuery } from '@/generated/graphql';
import { useSession } from '@/modules/auth/session/useSession';
import { Dialog } from '@/modules/ui/components/Dialog';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { LoadFailed } from '@/modules/ui/components/LoadFailed';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { dateTimeFormat } from '@/modules/ui/utils/intl';
import { canPinOrLock } from '../utils/forumPermissions';
import './postHistory.css';

type Version = PostVersionsQuery['postVersions'][number];

export interface PostHistoryDialogProps {
  topicId: string;
  /** Left out for the topic's own message. */
  commentId?: string;
  /** The post as it reads now: the newest version is compared with it. */
  current: { title: string | null; text: string };
  onClose: () => void;
}

/**
 * The edit history of a topic or comment (issue 36): each kept version, newest first, with what the next edit changed
 * marked word by word (struck out: removed; underlined: added). A version a moderator hid reads as hidden, except to
 * moderators and admins, who may hide or show each.
 */
export function PostHistoryDialog({ topicId, commentId, current, onClose }: PostHistoryDialogProps) {
  const { t, i18n } = useTranslation('forum');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const moderator = canPinOrLock(useSession()?.user);
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(PostVersionsDocument, { variables: { topicId, commentId }, fetchPolicy: 'cache-and-network' });
  const [setHidden, { loading: saving }] = useMutation(SetPostVersionHiddenDocument);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const toggleHidden = async (version: Version) => {
    try {
      await setHidden({ variables: { id: version.id, hidden: !version.hidden } });
      notify.success(t(version.hidden ? 'history.shown' : 'history.hidden'));
    } catch (failure) {
      notify.error(tErrors(errorMessageKey(failure)));
    }
  };

  const renderBody = () => {
    const versions = data?.postVersions;
    if (!versions && loading) return <PageLoading />;
    if (!versions) return <LoadFailed title={t('history.loadError')} error={error} onRetry={() => void refetch().catch(() => undefined)} />;
    if (versions.length === 0) return <p className="post-history__empty">{t('history.none')}</p>;
    return (
      <ol className="post-history">
        {versions.map((version, index) => {
          // What the next edit made of it: the version before it in the list (newer), or the post as it reads now.
          const newer = index === 0 ? current : versions[index - 1]!;
          return (
            <li key={version.id} className="post-history__version">
              <h3 className="post-history__when">
                {t('history.replaced', { date: when.format(new Date(version.replacedAt)) })}
                {version.hidden && <span className="post-history__hidden-mark">{t('history.hiddenMark')}</span>}
              </h3>
              {version.text === null ? (
                <p className="post-history__withheld">{t('history.withheld')}</p>
              ) : (
                <>
                  {version.title !== null && newer.title !== null && version.title !== newer.title && (
                    <p className="post-history__title" dir="auto">
                      <Changes before={version.title} after={newer.title} />
                    </p>
                  )}
                  <p className="post-history__text" dir="auto">
                    {newer.text === null ? version.text : <Changes before={version.text} after={newer.text} />}
                  </p>
                </>
              )}
              {moderator && (
                <button type="button" className="button button--ghost button--small" disabled={saving} onClick={() => void toggleHidden(version)}>
                  {t(version.hidden ? 'history.show' : 'history.hide')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    );
  };

  return (
    <Dialog
      title={t('history.title')}
      onClose={onClose}
      footer={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {tCommon('actions.close')}
        </button>
      }
    >
      <p className="post-history__legend">{t('history.legend')}</p>
      {renderBody()}
    </Dialog>
  );
}

/** The words an edit removed (struck out) and added (underlined), with those it kept: del and ins say so to screen readers. */
function Changes({ before, after }: { before: string; after: string }) {
  return wordDiff(before, after).map((part, i) =>
    part.kind === 'same' ? <span key={i}>{part.text}</span> : part.kind === 'removed' ? <del key={i}>{part.text}</del> : <ins key={i}>{part.text}</ins>,
  );
}
