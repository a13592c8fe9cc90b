import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublicSettings } from '../hooks/usePublicSettings';
import { fetchDevMail, inAppPath, type DevMail } from '../utils/devMail';

export interface DevMailViewerProps {
  email: string;
}

/**
 * "Open the mail (development)": outside production, without SMTP, the mail the server just
 * wrote to its outbox folder, shown here with its link (as letter_opener does for Rails).
 * Rendered only when the server offers its development mailbox to this visitor.
 */
export function DevMailViewer({ email }: DevMailViewerProps) {
  const { devMailbox } = usePublicSettings();
  const { t } = useTranslation('auth');
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'empty' | 'failed' } | { status: 'shown'; mail: DevMail }>({
    status: 'idle',
  });
  if (!devMailbox) return null;

  const open = async () => {
    setState({ status: 'loading' });
    // The mail is written just after the answer: a few short waits before saying there is none.
    for (let attempt = 0; attempt < 6; attempt++) {
      try {
        const mail = await fetchDevMail(email);
        if (mail) {
          setState({ status: 'shown', mail });
          return;
        }
      } catch {
        setState({ status: 'failed' });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    setState({ status: 'empty' });
  };

  return (
    <div className="dev-mail">
      <button type="button" className="button button--ghost" onClick={() => void open()} disabled={state.status === 'loading'}>
        {t('devMail.open')}
      </button>
      {state.status === 'loading' && <p role="status">{t('devMail.loading')}</p>}
      {state.status === 'empty' && <p role="status">{t('devMail.empty')}</p>}
      {state.status === 'failed' && (
        <p className="form-alert" role="alert">
          {t('devMail.failed')}
        </p>
      )}
      {state.status === 'shown' && (
        <article className="dev-mail__mail" aria-label={t('devMail.label')}>
          <p className="dev-mail__note">{t('devMail.note')}</p>
          <h2 className="dev-mail__subject">
            <bdi dir="auto">{state.mail.subject}</bdi>
          </h2>
          <p className="dev-mail__meta" dir="ltr">
            {state.mail.to} · {new Date(state.mail.date).toLocaleString()}
          </p>
          <pre className="dev-mail__text" dir="auto">
            {state.mail.text}
          </pre>
          <ul className="dev-mail__links">
            {state.mail.links.map((link) => {
              const path = inAppPath(link);
              return (
                <li key={link}>
                  {path ? (
                    <Link className="button button--primary" to={path}>
                      {t('devMail.follow')}
                    </Link>
                  ) : (
                    <a href={link} dir="ltr">
                      {link}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </article>
      )}
    </div>
  );
}
