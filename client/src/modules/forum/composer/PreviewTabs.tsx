import { useQuery } from '@apollo/client/react';
import { MENTIONS_NOTIFIED_PER_POST, parseMentions } from '@pepper-atlas/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewPostDocument } from '@/generated/graphql';
import { panelElementId, tabElementId, Tabs } from '@/modules/ui/components/Tabs';
import { PostBody } from '../markdown/PostBody';

type Tab = 'write' | 'preview';

export interface PreviewTabsProps {
  /** The Markdown the preview shows. */
  source: string;
  /** The writing panel (text boxes). */
  children: ReactNode;
}

/** Write / Preview: the preview is the post as it will be shown, rendered by the server's one renderer. */
export function PreviewTabs({ source, children }: PreviewTabsProps) {
  const { t } = useTranslation('forum');
  const idPrefix = useId();
  const [tab, setTab] = useState<Tab>('write');
  const empty = source.trim() === '';
  const preview = useQuery(PreviewPostDocument, { variables: { source }, skip: tab !== 'preview' || empty });

  const renderPreview = () => {
    if (empty) return <p className="composer-preview__note">{t('composer.previewEmpty')}</p>;
    if (preview.error) return <p className="form-alert" role="alert">{t('composer.previewError')}</p>;
    if (!preview.data) return <p className="composer-preview__note" aria-busy="true">{t('composer.previewLoading')}</p>;
    // Past the cap a mention tells nobody and the preview shows it as plain text: say why.
    const capped = parseMentions(source).length > MENTIONS_NOTIFIED_PER_POST;
    return (
      <>
        {capped && <p className="composer-preview__note">{t('composer.mentionsCapped', { max: MENTIONS_NOTIFIED_PER_POST })}</p>}
        <PostBody html={preview.data.previewPost} source={source} />
      </>
    );
  };

  return (
    <div className="composer-tabs">
      <Tabs
        tabs={[
          { id: 'write', label: t('composer.write') },
          { id: 'preview', label: t('composer.preview') },
        ]}
        active={tab}
        onChange={setTab}
        label={t('composer.mode')}
        idPrefix={idPrefix}
      />
      <div id={panelElementId(idPrefix, 'write')} role="tabpanel" aria-labelledby={tabElementId(idPrefix, 'write')} hidden={tab !== 'write'}>
        {children}
      </div>
      {tab === 'preview' && (
        <div
          id={panelElementId(idPrefix, 'preview')}
          role="tabpanel"
          aria-labelledby={tabElementId(idPrefix, 'preview')}
          className="composer-preview"
          tabIndex={0}
        >
          {renderPreview()}
        </div>
      )}
    </div>
  );
}
