import { useId, useState, type InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A password field gets a show/hide toggle (spec 2, 2). */
  revealable?: boolean;
  /** The field's own problem, shown under it. */
  error?: string;
}

/** A labelled input of the sign-in forms. */
export function Field({ label, revealable, type, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  return (
    <div className="sign-in__field">
      <label htmlFor={id}>{label}</label>
      <div className="sign-in__input">
        <input
          id={id}
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className="sign-in__reveal"
            aria-pressed={shown}
            aria-label={shown ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Ocultar' : 'Mostrar'}
          </button>
        )}
      </div>
      {error && (
        <p className="sign-in__field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The error or success line under a form, read out when it changes. */
export function FormStatus({ error, success }: { error?: string; success?: string }) {
  if (error)
    return (
      <p className="sign-in__status sign-in__status--error" role="alert">
        {error}
      </p>
    );
  if (success)
    return (
      <p className="sign-in__status" role="status">
        {success}
      </p>
    );
  return null;
}
