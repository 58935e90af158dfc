import { PASSWORD_MAX } from '@campus/domain';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import form from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** The visible label; it wraps the input, so it is the input's accessible name. */
  label: ReactNode;
  value: string;
  /** The new text on each change. */
  onValueChange: (value: string) => void;
}

/** A labelled text box in the shared form style; other props (type, autoComplete, maxLength…) go to the input. */
export function TextField({ label, value, onValueChange, className, ...input }: TextFieldProps) {
  return (
    <label className={form.field}>
      {label}
      <input
        className={className ? `${form.input} ${className}` : form.input}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...input}
      />
    </label>
  );
}

type PresetProps = Omit<TextFieldProps, 'label'> & { label?: ReactNode };

/** An e-mail box: 'Email' unless labelled otherwise, the e-mail keyboard and autofill. */
export function EmailField({ label = 'Email', ...props }: PresetProps) {
  return <TextField label={label} type="email" autoComplete="email" {...props} />;
}

/** A password box of at most PASSWORD_MAX: 'Password' unless labelled otherwise; pass autoComplete. */
export function PasswordField({ label = 'Password', ...props }: PresetProps) {
  return <TextField label={label} type="password" maxLength={PASSWORD_MAX} {...props} />;
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  /** The visible label above the box, its accessible name. */
  label: ReactNode;
  value: string;
  /** The new text on each change. */
  onValueChange: (value: string) => void;
}

/** A labelled multi-line text box; the feature's class (className) sizes it, other props go to the textarea. */
export function TextAreaField({ label, value, onValueChange, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} onChange={(e) => onValueChange(e.target.value)} {...textarea} />
    </div>
  );
}
