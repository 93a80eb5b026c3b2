import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * The form fields every page uses: each draws its label, an optional hint and an optional error,
 * and wires them to the control (`aria-describedby`, `aria-invalid`), so no page writes that by hand.
 * Values are controlled: a page keeps them in react-hook-form (see `bind`) or in its own state.
 */

type Common = {
  id: string;
  label: ReactNode;
  /** A line under the control that stays; announced politely when it changes. */
  hint?: ReactNode;
  /** The field's error, shown under it and announced with the control. */
  error?: string | undefined;
  className?: string;
  /**
   * Marks the label with an asterisk (seen, not read out: the control says aria-required). A radio
   * group's legend is left unmarked, its radios carry `required`.
   */
  required?: boolean;
};

/** The ids of what describes a control, for aria-describedby; undefined when nothing does. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Notes({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="hint" aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="error-text">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A label, a control of the page's own (a date picker, say) and its notes: for what no primitive draws. */
export function Field({ id, label, hint, error, className, required, children }: Common & { children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {required ? (
        // The mark stays outside the label, so the label's text is the field's name and nothing else.
        <span className="field-label-row">
          <label htmlFor={id}>{label}</label>
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </span>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {children}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextField({
  id,
  label,
  hint,
  error,
  className,
  required,
  value,
  onChange,
  ...input
}: Common & InputProps & { value: string; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className} required={required}>
      <input
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  required,
}: Common & { value: string; onChange: (value: string) => void; options: readonly Option[]; placeholder?: string; disabled?: boolean }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className} required={required}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** One choice of several, as radio buttons under a legend; `id` names the group for its notes. */
export function RadioGroup({
  id,
  label,
  hint,
  error,
  className,
  name,
  value,
  onChange,
  options,
  required,
}: Common & { name: string; value: string; onChange: (value: string) => void; options: readonly Option[] }) {
  return (
    <fieldset className={className ? `field ${className}` : 'field'} aria-describedby={describedBy(id, hint, error)}>
      <legend>{label}</legend>
      <div className="choice-row">
        {options.map((o) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              required={required}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <Notes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A checkbox with its label beside it; `bare` leaves out the field wrapper, for a row of choices. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  className,
  checked,
  onChange,
  disabled,
  bare,
}: Common & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean; bare?: boolean }) {
  const box = (
    <label className="choice">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
  if (bare) return box;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {box}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  className,
  value,
  onChange,
  maxLength,
  rows,
}: Common & { value: string; onChange: (value: string) => void; maxLength?: number; rows?: number }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
