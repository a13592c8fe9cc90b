import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PepperSlugsDocument, UpdatePepperDocument } from '@/generated/graphql';
import { getAuthToken } from '@/core/session/sessionStore';
import { Dialog } from '@/modules/ui/components/Dialog';
import { readApiError } from '@/modules/ui/utils/apiError';
import { usePepperDisplayName } from '../hooks/usePepperDisplayName';
import { usePepperFieldMessage } from '../hooks/usePepperFieldMessage';
import { readImageZip, type ZipImage } from '../utils/imageZip';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { ImageUploadError, uploadImage } from '../utils/uploadImage';
import { FilePicker, TransferProgress } from './TransferParts';

type Pepper = { id: string; slug: string; name: string; hebName?: string | null };
/** What became of one file: waiting, attached, or a message key (no pepper, not an image, the server's refusal). */
type Outcome = { state: 'waiting' | 'attached' } | { state: 'failed'; key: string };
interface Entry extends ZipImage {
  pepper: Pepper | null;
  outcome: Outcome;
}

/**
 * Pictures in bulk: a ZIP of images named by slug (`habanero.jpg`). Each picture goes through the single upload
 * (the same checks and re-encoding) and is then attached to its pepper; the list says what happened to each file.
 */
export function PepperImagesZipDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminPeppers');
  const message = usePepperFieldMessage();
  const displayName = usePepperDisplayName();
  const client = useApolloClient();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [finished, setFinished] = useState(false);

  const choose = async (chosen: File) => {
    setError(null);
    setFinished(false);
    let images: ZipImage[];
    try {
      images = readImageZip(new Uint8Array(await chosen.arrayBuffer()));
    } catch {
      setError(t('images.zipInvalid'));
      return;
    }
    try {
      const { data } = await client.query({ query: PepperSlugsDocument, fetchPolicy: 'network-only' });
      const bySlug = new Map((data?.pepperExport ?? []).map((p) => [p.slug, p]));
      setEntries(
        images.map((image) => {
          const pepper = bySlug.get(image.slug) ?? null;
          const problem = image.problem ?? (pepper ? null : 'imagesNoPepper');
          return { ...image, pepper, outcome: problem ? { state: 'failed', key: problem } : { state: 'waiting' } };
        }),
      );
    } catch {
      setError(t('notices.actionFailed'));
    }
  };

  const attachAll = async () => {
    if (!entries) return;
    const queue = entries.flatMap((entry, index) => (entry.outcome.state === 'waiting' ? [index] : []));
    const next = [...entries];
    setProgress({ done: 0, total: queue.length });
    for (const [position, index] of queue.entries()) {
      const entry = next[index];
      let outcome: Outcome;
      try {
        const { url } = await uploadImage(entry.file as File, { token: getAuthToken() });
        await client.mutate({
          mutation: UpdatePepperDocument,
          variables: { id: (entry.pepper as Pepper).id, input: { img: url } },
          update: (cache) => dropPublicPepperLists(cache),
        });
        outcome = { state: 'attached' };
      } catch (caught) {
        const key =
          caught instanceof ImageUploadError ? Object.values(caught.fields)[0] : Object.values(readApiError(caught)?.fields ?? {})[0];
        outcome = { state: 'failed', key: key ?? 'imagesUploadFailed' };
      }
      next[index] = { ...entry, outcome };
      setEntries([...next]);
      setProgress({ done: position + 1, total: queue.length });
    }
    await client.refetchQueries({ include: REFETCH_ADMIN_LIST }).catch(() => undefined);
    setProgress(null);
    setFinished(true);
  };

  const waiting = entries?.filter((e) => e.outcome.state === 'waiting').length ?? 0;
  const attached = entries?.filter((e) => e.outcome.state === 'attached').length ?? 0;
  const outcomeText = (outcome: Outcome) => {
    if (outcome.state !== 'failed') return outcome.state === 'waiting' ? t('images.waiting') : t('images.attached');
    return t(`images.problems.${outcome.key}`, { defaultValue: message(outcome.key) });
  };

  return (
    <Dialog
      title={t('images.title')}
      onClose={() => !progress && onClose()}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={Boolean(progress)}>
            {finished ? t('transfer.close') : t('bulkEdit.cancel')}
          </button>
          {!finished && (
            <button type="button" className="button button--primary" disabled={waiting === 0 || Boolean(progress)} onClick={() => void attachAll()}>
              {t('images.attach', { count: waiting })}
            </button>
          )}
        </>
      }
    >
      <div className="pepper-import">
        <FilePicker
          hint={t('images.hint')}
          label={t('images.chooseZip')}
          accept=".zip,application/zip"
          disabled={Boolean(progress)}
          onFile={(file) => void choose(file)}
        />
        {progress && <TransferProgress label={t('images.uploading', progress)} done={progress.done} total={progress.total} />}
        {finished && <p role="status">{t('images.done', { count: attached })}</p>}
        {entries && (
          <div className="table-wrap">
            <table className="data-table pepper-import__table">
              <caption className="visually-hidden">{t('images.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('images.file')}</th>
                  <th scope="col">{t('columns.pepper')}</th>
                  <th scope="col">{t('transfer.statusColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.path}>
                    <th scope="row" data-label={t('images.file')}>
                      <bdi>{entry.path}</bdi>
                    </th>
                    <td data-label={t('columns.pepper')}>{entry.pepper ? <bdi>{displayName(entry.pepper)}</bdi> : '—'}</td>
                    <td data-label={t('transfer.statusColumn')} data-failed={entry.outcome.state === 'failed' || undefined}>
                      {outcomeText(entry.outcome)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
