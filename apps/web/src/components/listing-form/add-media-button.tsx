import { POST_FILE_ACCEPT } from '@campus/domain';
import { useRef } from 'react';
import { PlusIcon } from '../ui/icons';
import styles from './listing-form.module.css';

/** The '+ Add photos' pill of a listing's form, over a hidden file input (photos and videos). */
export function AddMediaButton({
  label,
  disabled,
  onPick,
}: {
  label: string;
  disabled?: boolean;
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={styles.toolButton}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <PlusIcon width={18} height={18} />
        {label}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={POST_FILE_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => {
          onPick([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </>
  );
}
