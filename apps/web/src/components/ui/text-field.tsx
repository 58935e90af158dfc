import { PASSWORD_MAX, pasteCutSentence } from '@campus/domain';
import {
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import form from './form.module.css';
import { LengthCounter } from './length-counter';

/** Limits below this are formats (a 4-digit code, a colour), not texts to count. */
const COUNTED_FROM = 20;

/**
 * Every box with a limit behaves as the chat's: a counter, and a sentence when a paste is cut. It
 * keeps what fits of a paste (the browser's maxLength) and says so beside it, so a long paste is
 * never dropped silently; the sentence stays while the box is full. The counter shows from the first
 * character with `counter: 'always'` (text areas), else once the text nears the limit (80 %).
 * `note` (the counter, then the sentence) goes under the box, `describedBy` on it.
 */
export function useLengthLimit(
  value: string,
  maxLength: number | undefined,
  options: { counter?: 'always' | 'near' } = {},
) {
  const id = useId();
  const counterId = `${id}-count`;
  const [cut, setCut] = useState(false);
  const onPaste = (e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (maxLength === undefined) return;
    const box = e.currentTarget;
    // E-mail boxes have no selection API (null): the paste then lands at the end.
    const start = box.selectionStart ?? box.value.length;
    const end = box.selectionEnd ?? start;
    const pasted = e.clipboardData.getData('text').length;
    setCut(box.value.length - (end - start) + pasted > maxLength);
  };
  const shown = cut && maxLength !== undefined && value.length >= maxLength;
  const counted =
    maxLength !== undefined &&
    maxLength >= COUNTED_FROM &&
    (options.counter === 'always' || value.length >= Math.floor(maxLength * 0.8));
  const note =
    shown || counted ? (
      <>
        {counted && <LengthCounter id={counterId} length={value.length} max={maxLength} />}
        {shown && (
          <p id={id} className={form.error} role="status">
            {pasteCutSentence(maxLength)}
          </p>
        )}
      </>
    ) : null;
  const describedBy = [counted && counterId, shown && id].filter(Boolean).join(' ') || undefined;
  return { onPaste, note, describedBy };
}

/** The former name of useLengthLimit, for the boxes that call it by that name. */
export const usePasteCut = useLengthLimit;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** The visible label; it wraps the input, so it is the input's accessible name. */
  label: ReactNode;
  value: string;
  /** The new text on each change. */
  onValueChange: (value: string) => void;
}

/** A labelled text box in the shared form style; other props (type, autoComplete, maxLength…) go to the input. */
export function TextField({ label, value, onValueChange, className, ...input }: TextFieldProps) {
  const paste = useLengthLimit(value, input.maxLength);
  return (
    <>
      <label className={form.field}>
        {label}
        <input
          className={className ? `${form.input} ${className}` : form.input}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onPaste={paste.onPaste}
          aria-describedby={paste.describedBy}
          {...input}
        />
      </label>
      {paste.note}
    </>
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
  const paste = useLengthLimit(value, textarea.maxLength, { counter: 'always' });
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onPaste={paste.onPaste}
        aria-describedby={paste.describedBy}
        {...textarea}
      />
      {paste.note}
    </div>
  );
}
