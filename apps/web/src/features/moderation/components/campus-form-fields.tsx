import { CAMPUS_ADMIN_MESSAGES as M } from '@campus/domain';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import form from '../../../components/ui/form.module.css';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import type { CampusField, FormErrors } from '../campus-form-state';
import styles from '../campuses.module.css';

const errorId = (field: CampusField) => `campus-error-${field}`;

/** A field's invalid state and the id of its sentence (one form is open at a time). */
export function fieldA11y(field: CampusField, errors: FormErrors) {
  const invalid = Boolean(errors.fields[field]);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId(field) : undefined,
  } as const;
}

/** The sentence of a field's refusal, read with the field (aria-describedby). */
export function FieldError({ field, errors }: { field: CampusField; errors: FormErrors }) {
  const message = errors.fields[field];
  return message ? (
    <p id={errorId(field)} className={form.error}>
      {message}
    </p>
  ) : null;
}

/**
 * A text box of the form with its hint and its refusal's sentence, both read with it; `hintLive`
 * reads a hint that follows the typing (the site address) as it changes.
 */
export function CampusTextField({
  field,
  errors,
  hint,
  hintLive,
  ...box
}: Omit<TextFieldProps, 'aria-invalid' | 'aria-describedby'> & {
  field: CampusField;
  errors: FormErrors;
  hint?: ReactNode;
  hintLive?: boolean;
}) {
  const hintId = useId();
  const a11y = fieldA11y(field, errors);
  const describedBy = [a11y['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <TextField {...box} aria-invalid={a11y['aria-invalid']} aria-describedby={describedBy || undefined} />
      {hint && (
        <p id={hintId} className={styles.hint} aria-live={hintLive ? 'polite' : undefined}>
          {hint}
        </p>
      )}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour as #rrggbb text (the labelled field, for the keyboard and for pasting) beside the
 * browser's colour picker (named by its title, so the label names the text field alone).
 */
export function ColourField(props: {
  field: 'color' | 'accentColor';
  label: string;
  pickTitle: string;
  value: string;
  onValueChange: (value: string) => void;
  errors: FormErrors;
}) {
  const id = useId();
  const a11y = fieldA11y(props.field, props.errors);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{props.label}</label>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.picker}
          title={props.pickTitle}
          value={HEX.test(props.value) ? props.value.toLowerCase() : '#000000'}
          onChange={(e) => props.onValueChange(e.target.value)}
        />
        <input
          id={id}
          className={form.input}
          value={props.value}
          onChange={(e) => props.onValueChange(e.target.value)}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder="#1f5fd6"
          {...a11y}
        />
      </div>
      <FieldError field={props.field} errors={props.errors} />
    </div>
  );
}

/** Every IANA zone this browser knows (and the current value, should it be missing). */
function timeZones(current: string): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

export function TimeZoneField(props: {
  value: string;
  onValueChange: (value: string) => void;
  errors: FormErrors;
}) {
  const id = useId();
  const zones = useMemo(() => timeZones(props.value), [props.value]);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{M.timeZoneLabel}</label>
      <select
        id={id}
        className={form.select}
        value={props.value}
        onChange={(e) => props.onValueChange(e.target.value)}
        {...fieldA11y('timeZone', props.errors)}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <FieldError field="timeZone" errors={props.errors} />
    </div>
  );
}

/** The logo: the current one (or the chosen file, previewed) and the file picker. */
export function LogoField(props: {
  name: string;
  current: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  errors: FormErrors;
}) {
  const id = useId();
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!props.file) return setPreview(null);
    const url = URL.createObjectURL(props.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [props.file]);
  const shown = preview ?? props.current;
  const a11y = fieldA11y('logo', props.errors);
  return (
    <div className={form.field}>
      <label htmlFor={id}>{M.logoLabel}</label>
      <div className={styles.logoRow}>
        {shown && (
          <img className={styles.logo} src={shown} alt={M.logoAlt(props.name)} width={56} height={56} />
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => props.onFileChange(e.target.files?.[0] ?? null)}
          aria-invalid={a11y['aria-invalid']}
          aria-describedby={[hintId, a11y['aria-describedby']].filter(Boolean).join(' ')}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {M.logoHint}
      </p>
      <FieldError field="logo" errors={props.errors} />
    </div>
  );
}
