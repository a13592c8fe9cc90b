import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LazyConfirmEmailFirst as ConfirmEmailFirst } from '@/modules/auth/components/LazyConfirmEmailFirst';
import { useUnconfirmedEmail } from '@/modules/auth/hooks/useUnconfirmedEmail';
import { displayName } from '@/core/session/sessionStore';
import { useSession } from '@/modules/auth/session/useSession';
import type { ReturnState } from '@/modules/auth/utils/redirect';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useCreateTopic } from '../hooks/useCreateTopic';
import { canPost } from '../utils/forumPermissions';
import { topicPath, type TopicNavigationState } from '../utils/topicNavigation';
import { lazyComponent } from '@/modules/ui/lazyComponent';

/** The form's code (Markdown preview, autocomplete, drafts) loads only for members who may post, not for guests sent to sign in. */
const TopicForm = lazyComponent('TopicForm', () => import('./TopicForm').then((m) => m.TopicForm));
import './forum.css';

const NEW_TOPIC_PATH = '/forum/new-topic';

/**
 * /forum/new-topic: posting needs a signed-in, active member (guests go to /login and come back
 * here), and the author is that member. Success opens the new topic; Cancel returns to /forum.
 */
export function NewTopicForm() {
  const { t } = useTranslation('forum');
  const session = useSession();
  const navigate = useNavigate();
  const createTopic = useCreateTopic();
  const unconfirmed = useUnconfirmedEmail();

  if (!session) return <Navigate to="/login" replace state={{ from: NEW_TOPIC_PATH } satisfies ReturnState} />;

  if (!canPost(session.user)) {
    return (
      <div className="container">
        <StateMessage
          tone="info"
          headingLevel={1}
          title={t('newTopicPage.heading')}
          actions={
            <Link to="/forum" className="button button--primary">
              {t('topic.backToForum')}
            </Link>
          }
        >
          <p>{t('newTopicPage.blocked')}</p>
        </StateMessage>
      </div>
    );
  }

  if (unconfirmed !== null) {
    return (
      <section className="container new-topic" aria-labelledby="new-topic-heading">
        <header className="page-header">
          <h1 id="new-topic-heading">{t('newTopicPage.heading')}</h1>
        </header>
        <ConfirmEmailFirst email={unconfirmed} />
      </section>
    );
  }

  const { user } = session;
  const name = displayName(user);
  // The username is isolated (FSI ... PDI) so "@name" keeps its order inside Hebrew text.
  const handle = `\u2068@${user.username}\u2069`;
  const author = name === user.username ? handle : `${name} (${handle})`;

  return (
    <section className="container new-topic" aria-labelledby="new-topic-heading">
      <header className="page-header">
        <h1 id="new-topic-heading">{t('newTopicPage.heading')}</h1>
        <p className="page-header__lead">{t('newTopicPage.description')}</p>
      </header>
      <TopicForm
        author={author}
        submitLabel={t('newTopicPage.submit')}
        submittingLabel={t('newTopicPage.submitting')}
        failedMessage={t('errors.createTopic')}
        draftKey="new-topic"
        onSubmit={async (input) => {
          const result = await createTopic(input);
          // To the new topic itself (on the forum it hid under the pinned ones), drawn at once from the answer.
          if (result.ok) void navigate(topicPath(result.data.id), { state: { topic: result.data } satisfies TopicNavigationState });
          return result;
        }}
        onCancel={() => void navigate('/forum')}
      />
    </section>
  );
}
