import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './FormField.css';

/** Props a field's control needs to be labelled and to point at its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** Translated error text, shown under the control. */
  error?: string | null;
  /** Marks the control invalid when its message is shown elsewhere (the form's alert), by that element's id. */
  invalidBy?: string | null;
  hint?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control and its error. The control gets aria-invalid and aria-describedby pointing
 * at the error (and the hint), so screen readers read the problem with the field.
 */
export function FormField({ label, error, invalidBy, hint, required, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error ? errorId : invalidBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className="form-field" data-invalid={Boolean(error || invalidBy) || undefined}>
      <label className="form-field__label" htmlFor={id} data-required={required || undefined}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error || invalidBy ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'children' | 'aria-invalid' | 'aria-describedby'
> {
  label: string;
  error?: string | null;
  invalidBy?: string | null;
  hint?: string;
}

/** A labelled text input (text, email, password, search). */
export function TextField({ label, error, invalidBy, hint, required, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} invalidBy={invalidBy} hint={hint} required={required}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          required={required}
          className={['input', className].filter(Boolean).join(' ')}
        />
      )}
    </FormField>
  );
}
