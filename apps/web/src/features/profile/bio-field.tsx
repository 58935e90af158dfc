import { BIO_MAX } from '@campus/domain';
import { useId } from 'react';
import form from '../../components/ui/form.module.css';
import styles from './profile.module.css';

/** The bio textarea with its 'n / 160' counter. */
export function BioField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id}>Bio</label>
      <textarea
        id={id}
        className={styles.textarea}
        maxLength={BIO_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count`}
      />
      <span id={`${id}-count`} className={styles.counter} aria-live="polite">
        {value.length} / {BIO_MAX}
      </span>
    </div>
  );
}
