import { useApolloClient } from '@apollo/client/react';
import { exportCsv, exportRestPepper, type PepperColumn } from '@pepper-atlas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PepperFilterInput, PepperExportDocument } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';

type Format = 'csv' | 'json';

export interface PepperExportDialogProps {
  /** The admin list's filter and how many peppers it matches. */
  filter: PepperFilterInput;
  count: number;
  onClose: () => void;
}

/** Starts the download of a file made here (no server round trip for the file itself). */
function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export of the peppers the admin filter matches, or of all of them, as CSV (UTF-8 with BOM, which Excel and
 * LibreOffice open in both languages) or JSON (the REST shape); importing the file unchanged changes nothing.
 */
export function PepperExportDialog({ filter, count, onClose }: PepperExportDialogProps) {
  const { t } = useTranslation('adminPeppers');
  const client = useApolloClient();
  const [scope, setScope] = useState<'filter' | 'all'>('filter');
  const [format, setFormat] = useState<Format>('csv');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleExport = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await client.query({
        query: PepperExportDocument,
        variables: { filter: scope === 'filter' ? filter : { status: 'all' } },
        fetchPolicy: 'network-only',
      });
      const peppers = (data?.pepperExport ?? []).map(({ __typename, id, ...pepper }) => pepper as Record<PepperColumn, unknown>);
      const stamp = new Date().toISOString().slice(0, 10);
      if (format === 'csv') download(`peppers-${stamp}.csv`, 'text/csv;charset=utf-8', exportCsv(peppers));
      else download(`peppers-${stamp}.json`, 'application/json', `${JSON.stringify(peppers.map(exportRestPepper), null, 2)}\n`);
      onClose();
    } catch {
      setError(t('notices.actionFailed'));
    }
    setBusy(false);
  };

  return (
    <Dialog
      title={t('transfer.exportTitle')}
      size="small"
      onClose={() => !busy && onClose()}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('bulkEdit.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void handleExport()} disabled={busy}>
            {busy ? t('transfer.exporting') : t('transfer.download')}
          </button>
        </>
      }
    >
      <div className="pepper-export">
        <fieldset>
          <legend>{t('transfer.scope')}</legend>
          <label className="checkbox-field">
            <input type="radio" name="export-scope" checked={scope === 'filter'} onChange={() => setScope('filter')} />
            {t('transfer.scopeFilter', { count })}
          </label>
          <label className="checkbox-field">
            <input type="radio" name="export-scope" checked={scope === 'all'} onChange={() => setScope('all')} />
            {t('transfer.scopeAll')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('transfer.format')}</legend>
          {(['csv', 'json'] as const).map((value) => (
            <label key={value} className="checkbox-field">
              <input type="radio" name="export-format" checked={format === value} onChange={() => setFormat(value)} />
              {t(`transfer.formats.${value}`)}
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
