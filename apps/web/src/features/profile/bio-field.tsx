import { BIO_MAX } from '@campus/domain';
import { useId } from 'react';
import form from '../../components/ui/form.module.css';
import { useLengthLimit } from '../../components/ui/text-field';
import styles from './profile.module.css';

/** The bio textarea with its 'n / 160' counter (the shared length limit's). */
export function BioField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const paste = useLengthLimit(value, BIO_MAX, { counter: 'always' });
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
        aria-describedby={paste.describedBy}
      />
      {paste.note}
    </div>
  );
}
