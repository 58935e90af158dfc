import { BIO_MAX } from '@campus/domain';
import { useId } from 'react';
import form from '../../components/ui/form.module.css';
import { usePasteCut } from '../../components/ui/text-field';
import styles from './profile.module.css';

/** The bio textarea with its 'n / 160' counter. */
export function BioField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const paste = usePasteCut(value, BIO_MAX);
  return (
    <div className={form.field}>
      <label htmlFor={id}>Bio</label>
      <textarea
        id={id}
        className={styles.textarea}
        maxLength={BIO_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onPaste={paste.onPaste}
        aria-describedby={paste.describedBy ? `${id}-count ${paste.describedBy}` : `${id}-count`}
      />
      <span id={`${id}-count`} className={styles.counter} aria-live="polite">
        {value.length} / {BIO_MAX}
      </span>
      {paste.note}
    </div>
  );
}
