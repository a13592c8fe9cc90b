import { type ChangeEvent, useId } from 'react';

/** The file choice of the import dialogs: a hint, a button that opens the browser's picker, and the hidden input. */
export function FilePicker({
  hint,
  label,
  accept,
  disabled,
  onFile,
}: {
  hint: string;
  label: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again must still be read.
    event.target.value = '';
    if (chosen) onFile(chosen);
  };
  return (
    <div className="pepper-import__file">
      <p>{hint}</p>
      <label className="button button--secondary" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="visually-hidden" type="file" accept={accept} onChange={handleChange} disabled={disabled} />
    </div>
  );
}

/** A labelled progress bar of the import dialogs. */
export function TransferProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const id = useId();
  return (
    <div className="pepper-import__progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={total} value={done} />
    </div>
  );
}
