import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** A second line under the question: which item, and what goes with it. */
  detail?: string;
  /** The items the action touches, by name: the first CONFIRM_NAMED_ITEMS are listed, then "and N more". */
  items?: readonly string[];
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the buttons wait. */
  busy?: boolean;
}

/** How many items a confirmation names before "and N more". */
export const CONFIRM_NAMED_ITEMS = 5;

/** Asks before a destructive action; Cancel has the focus, so Enter does not destroy by accident. */
export function ConfirmDialog({ title, message, detail, items, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Dialog
      title={title}
      describedBy={messageId}
      onClose={onCancel}
      role="alertdialog"
      size="small"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} data-autofocus>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div id={messageId}>
        <p>{message}</p>
        {detail && <p className="confirm-dialog__detail">{detail}</p>}
        {items && items.length > 0 && (
          <>
            <ul className="confirm-dialog__items" aria-label={t('confirm.itemsLabel')}>
              {items.slice(0, CONFIRM_NAMED_ITEMS).map((item, index) => (
                <li key={index}>
                  <bdi>{item}</bdi>
                </li>
              ))}
            </ul>
            {items.length > CONFIRM_NAMED_ITEMS && (
              <p className="confirm-dialog__more">{t('confirm.andMore', { count: items.length - CONFIRM_NAMED_ITEMS })}</p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
