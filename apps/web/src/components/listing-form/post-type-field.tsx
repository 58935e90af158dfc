import { BOOK_MESSAGES as B, POST_KINDS, type PostKind } from '@campus/domain';
import { useId } from 'react';
import styles from './listing-form.module.css';

const LABELS: Record<PostKind, string> = { selling: B.selling, looking_for: B.lookingFor };

/** Selling or Looking for: a radio group named "Post type". */
export function PostTypeField({ value, onChange }: { value: PostKind; onChange: (kind: PostKind) => void }) {
  const labelId = useId();
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={styles.postType}>
      <span id={labelId} className="visually-hidden">
        {B.postType}
      </span>
      {POST_KINDS.map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name={name}
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
          />
          {LABELS[kind]}
        </label>
      ))}
    </div>
  );
}
