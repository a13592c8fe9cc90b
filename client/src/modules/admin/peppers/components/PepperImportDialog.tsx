import { useApolloClient } from '@apollo/client/react';
import { IMPORT_MAX_ROWS, PEPPER_COLUMNS, type PepperColumn } from '@pepper-atlas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportPeppersDocument, type ImportPeppersMutation, type PepperImportRow } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';
import { readApiError } from '@/modules/ui/utils/apiError';
import { usePepperFieldMessage } from '../hooks/usePepperFieldMessage';
import { FilePicker, TransferProgress } from './TransferParts';
import { useUndoPepperChanges } from '../hooks/useUndoPepperChanges';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { batches, csvRows, type FileRow, type ImportFile, ImportFileError, readImportFile, rememberedMapping, rememberMapping } from '../utils/pepperImport';

type ServerRow = ImportPeppersMutation['importPeppers']['rows'][number];
type Status = ServerRow['status'];
/** A row of the preview: the server's answer, or the file's own problem (a cell that is not true/false or a number). */
type PreviewRow = Pick<ServerRow, 'status' | 'name' | 'slug' | 'changes'> & { row: number; errors: { field: string | null; code: string }[] };
type Counts = Record<Status, number>;

type Step =
  | { kind: 'file' }
  | { kind: 'map'; file: Extract<ImportFile, { kind: 'csv' }>; mapping: (PepperColumn | null)[] }
  | { kind: 'preview'; rows: FileRow[]; preview: PreviewRow[]; counts: Counts }
  | { kind: 'applying'; done: number; total: number }
  | { kind: 'done'; counts: Counts; changeSetIds: string[]; undone: boolean; failure?: string };

/** Rows of the preview table shown at once (the counts cover all of them). */
const SHOWN = 200;
const STATUSES: Status[] = ['new', 'changed', 'unchanged', 'invalid'];
const LISTED: Status[] = ['invalid', 'changed', 'new'];
const emptyCounts = (): Counts => ({ new: 0, changed: 0, unchanged: 0, invalid: 0 });

/**
 * Import of peppers from a CSV or JSON file: choose the file, map its columns (remembered for the next
 * time), read the preview the server's dry run gives (new, changed field by field, unchanged, invalid with the
 * form's messages), then apply in batches of at most 10,000 rows with a progress bar, and undo.
 */
export function PepperImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminPeppers');
  const message = usePepperFieldMessage();
  const client = useApolloClient();
  const undo = useUndoPepperChanges();
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [skipInvalid, setSkipInvalid] = useState(false);

  const columnLabel = (column: string) =>
    t(`transfer.columns.${column}`, { defaultValue: t(`form.fields.${column}`, { defaultValue: column }) });
  const errorText = (e: { field: string | null; code: string }) => (e.field ? `${columnLabel(e.field)}: ${message(e.code)}` : message(e.code));

  /** One dry run or apply per batch; `onBatch` hears each answer with the row offset of its batch. */
  const send = async (
    rows: FileRow[],
    dryRun: boolean,
    onBatch: (answer: ImportPeppersMutation['importPeppers'], sent: number[]) => void,
    onStart: (sent: number[]) => void = () => undefined,
  ) => {
    const valid = rows.flatMap((r, index) => (r.errors.length ? [] : [index]));
    for (const slice of batches(valid, IMPORT_MAX_ROWS)) {
      onStart(slice);
      const { data } = await client.mutate({
        mutation: ImportPeppersDocument,
        variables: { rows: slice.map((index) => rows[index].row as PepperImportRow), dryRun, skipInvalid: dryRun ? null : skipInvalid },
        ...(dryRun ? {} : { update: (cache) => dropPublicPepperLists(cache) }),
      });
      if (!data) throw new Error('no answer');
      onBatch(data.importPeppers, slice);
    }
  };

  const preview = async (rows: FileRow[]) => {
    setBusy(true);
    setError(null);
    const result: PreviewRow[] = rows.map((r, index) => ({
      row: index + 1,
      status: 'invalid',
      name: typeof r.row.name === 'string' ? r.row.name : null,
      slug: r.row.slug ?? null,
      changes: [],
      errors: r.errors,
    }));
    try {
      await send(rows, true, (answer, sent) => {
        for (const row of answer.rows) result[sent[row.row - 1]] = { ...row, row: sent[row.row - 1] + 1 };
      });
      const counts = emptyCounts();
      for (const row of result) counts[row.status] += 1;
      setSkipInvalid(false);
      setStep({ kind: 'preview', rows, preview: result, counts });
    } catch (caught) {
      setError(readApiError(caught)?.message ?? t('notices.actionFailed'));
    }
    setBusy(false);
  };

  const apply = async (rows: FileRow[]) => {
    const total = rows.filter((r) => r.errors.length === 0).length;
    const counts = emptyCounts();
    const changeSetIds: string[] = [];
    setStep({ kind: 'applying', done: 0, total });
    let done = 0;
    let failure: string | undefined;
    let current: number[] = [];
    try {
      await send(
        rows,
        false,
        (answer, sent) => {
          for (const status of STATUSES) counts[status] += answer.counts[status];
          if (answer.changeSetId) changeSetIds.push(answer.changeSetId);
          done += sent.length;
          setStep({ kind: 'applying', done, total });
        },
        (sent) => (current = sent),
      );
    } catch (caught) {
      const apiError = readApiError(caught);
      const [field, code] = Object.entries(apiError?.fields ?? {})[0] ?? [];
      const row = apiError?.params.row;
      failure = code
        ? t('transfer.rowFailed', { row: (current[Number(row) - 1] ?? 0) + 1, message: errorText({ field: field === 'row' ? null : field, code }) })
        : (apiError?.message ?? t('notices.actionFailed'));
    }
    await client.refetchQueries({ include: REFETCH_ADMIN_LIST }).catch(() => undefined);
    setStep({ kind: 'done', counts, changeSetIds, undone: false, failure });
  };

  const chooseFile = async (chosen: File) => {
    setError(null);
    try {
      const file = readImportFile(await chosen.text());
      if (file.kind === 'json') await preview(file.rows);
      else setStep({ kind: 'map', file, mapping: rememberedMapping(file.headers) });
    } catch (caught) {
      setError(caught instanceof ImportFileError ? t('transfer.fileInvalid') : t('notices.actionFailed'));
    }
  };

  const undoAll = async () => {
    if (step.kind !== 'done' || busy) return;
    setBusy(true);
    let ok = true;
    for (const id of [...step.changeSetIds].reverse()) ok = (await undo(id)) && ok;
    setBusy(false);
    if (ok) setStep({ ...step, undone: true });
  };

  const renderCounts = (counts: Counts) => (
    <ul className="pepper-import__counts" aria-label={t('transfer.countsLabel')}>
      {STATUSES.map((status) => (
        <li key={status} data-status={status}>
          <strong>{counts[status]}</strong> {t(`transfer.status.${status}`, { count: counts[status] })}
        </li>
      ))}
    </ul>
  );

  const renderBody = () => {
    switch (step.kind) {
      case 'file':
        return (
          <FilePicker
            hint={t('transfer.fileHint')}
            label={t('transfer.chooseFile')}
            accept=".csv,.json,.txt,text/csv,application/json"
            disabled={busy}
            onFile={(file) => void chooseFile(file)}
          />
        );
      case 'map':
        return (
          <div className="pepper-import__map">
            <p>{t('transfer.mapHint', { count: step.file.lines.length })}</p>
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('transfer.fileColumn')}</th>
                    <th scope="col">{t('transfer.firstValue')}</th>
                    <th scope="col">{t('transfer.pepperField')}</th>
                  </tr>
                </thead>
                <tbody>
                  {step.file.headers.map((header, index) => (
                    <tr key={`${header}-${index}`}>
                      <th scope="row" data-label={t('transfer.fileColumn')}>
                        <bdi>{header}</bdi>
                      </th>
                      <td data-label={t('transfer.firstValue')}>
                        <bdi>{step.file.lines[0]?.[index] ?? ''}</bdi>
                      </td>
                      <td data-label={t('transfer.pepperField')}>
                        <select
                          className="select"
                          aria-label={t('transfer.mapColumn', { column: header })}
                          value={step.mapping[index] ?? ''}
                          onChange={(event) => {
                            const mapping = [...step.mapping];
                            mapping[index] = (event.target.value || null) as PepperColumn | null;
                            setStep({ ...step, mapping });
                          }}
                        >
                          <option value="">{t('transfer.skipColumn')}</option>
                          {PEPPER_COLUMNS.map((column) => (
                            <option key={column} value={column}>
                              {columnLabel(column)}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      case 'preview': {
        // What needs the admin's eye first: invalid rows, then changes, then new peppers (each in file order).
        const listed = LISTED.flatMap((status) => step.preview.filter((row) => row.status === status));
        return (
          <div className="pepper-import__preview">
            {renderCounts(step.counts)}
            {listed.length > 0 && (
              <div className="table-wrap">
                <table className="data-table pepper-import__table">
                  <caption className="visually-hidden">{t('transfer.previewCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('transfer.row')}</th>
                      <th scope="col">{t('transfer.statusColumn')}</th>
                      <th scope="col">{t('columns.pepper')}</th>
                      <th scope="col">{t('transfer.details')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {listed.slice(0, SHOWN).map((row) => (
                      <tr key={row.row} data-status={row.status}>
                        <td data-label={t('transfer.row')}>{row.row}</td>
                        <td data-label={t('transfer.statusColumn')}>{t(`transfer.status.${row.status}`, { count: 1 })}</td>
                        <td data-label={t('columns.pepper')}>
                          <bdi>{row.name ?? row.slug ?? ''}</bdi>
                        </td>
                        <td data-label={t('transfer.details')}>
                          {row.status === 'invalid' && (
                            <ul className="pepper-import__errors">
                              {row.errors.map((e, i) => (
                                <li key={i}>{errorText(e)}</li>
                              ))}
                            </ul>
                          )}
                          {row.status === 'changed' && (
                            <ul className="pepper-import__changes">
                              {row.changes.map((change) => (
                                <li key={change.field}>
                                  <span className="pepper-import__field">{columnLabel(change.field)}:</span>{' '}
                                  {/* Each value its own isolated box (its own direction, its own lines); the row runs old, arrow, new in the reader's direction. */}
                                  <span className="pepper-import__change">
                                    <del dir="auto">{change.before ?? '—'}</del>
                                    <span className="pepper-import__arrow" aria-hidden="true">
                                      {t('transfer.arrow')}
                                    </span>
                                    <span className="visually-hidden">{t('transfer.becomes')}</span>
                                    <ins dir="auto">{change.after ?? '—'}</ins>
                                  </span>
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {listed.length > SHOWN && <p>{t('transfer.moreRows', { count: listed.length - SHOWN })}</p>}
            {step.counts.invalid > 0 && (
              <label className="checkbox-field">
                <input type="checkbox" checked={skipInvalid} onChange={(event) => setSkipInvalid(event.target.checked)} />
                {t('transfer.skipInvalid', { count: step.counts.invalid })}
              </label>
            )}
          </div>
        );
      }
      case 'applying':
        return (
          <TransferProgress label={t('transfer.applying', { done: step.done, count: step.total })} done={step.done} total={step.total} />
        );
      case 'done':
        return (
          <div className="pepper-import__done" role="status">
            {step.failure && (
              <p className="form-alert" role="alert">
                {step.failure}
              </p>
            )}
            <p>{step.undone ? t('transfer.undone') : t('transfer.applied', {
                    new: t('transfer.appliedNew', { count: step.counts.new }),
                    changed: t('transfer.appliedChanged', { count: step.counts.changed }),
                  })}</p>
          </div>
        );
    }
  };

  const renderFooter = () => {
    const close = (
      <button type="button" className="button button--secondary" onClick={onClose} disabled={busy || step.kind === 'applying'}>
        {step.kind === 'done' ? t('transfer.close') : t('bulkEdit.cancel')}
      </button>
    );
    if (step.kind === 'map') {
      return (
        <>
          {close}
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !step.mapping.some(Boolean)}
            onClick={() => {
              rememberMapping(step.file.headers, step.mapping);
              void preview(csvRows(step.file, step.mapping));
            }}
          >
            {busy ? t('transfer.checking') : t('transfer.preview')}
          </button>
        </>
      );
    }
    if (step.kind === 'preview') {
      const toApply = step.counts.new + step.counts.changed;
      return (
        <>
          {close}
          <button
            type="button"
            className="button button--primary"
            disabled={toApply === 0 || (step.counts.invalid > 0 && !skipInvalid)}
            onClick={() => void apply(step.rows)}
          >
            {t('transfer.apply', { count: toApply })}
          </button>
        </>
      );
    }
    if (step.kind === 'done' && step.changeSetIds.length > 0 && !step.undone) {
      return (
        <>
          {close}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void undoAll()}>
            {t('actions.undo')}
          </button>
        </>
      );
    }
    return close;
  };

  return (
    <Dialog title={t('transfer.importTitle')} onClose={() => !busy && step.kind !== 'applying' && onClose()} footer={renderFooter()}>
      <div className="pepper-import">
        {renderBody()}
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
