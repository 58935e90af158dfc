import { APPEAL_TEXT_MAX, formatUntil, STANDING_MESSAGES as S, type StandingEntry } from '@campus/domain';
import { useRef, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { TextAreaField } from '../../../components/ui/text-field';
import styles from '../../../entities/moderation/moderation.module.css';
import { newClientKey } from '../../../lib/client-key';
import { useFileAppeal } from '../api/standing';

/** What the action concerned, in a sentence: the removed content, the suspension's end. */
function whatItWas(entry: StandingEntry): string | null {
  if (entry.kind === 'removal' && entry.contentName) return S.removedWhat(entry.contentName);
  if (entry.kind === 'suspension' && entry.until) return S.suspendedUntil(formatUntil(entry.until));
  if (entry.kind === 'held' && entry.contentName) return S.heldWhat(entry.contentName);
  return null;
}

/** One action on the member: what, when, why, the appeal's state, or Appeal (once) with a text. */
export function StandingEntryCard({ entry }: { entry: StandingEntry }) {
  const alert = useAlert();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per appeal being written: a double tap or a retry is the same appeal.
  const clientKey = useRef(newClientKey());
  const appeal = useFileAppeal({
    onSent: (message) => {
      alert(message, 'success');
      setOpen(false);
    },
    onRefusal: setError,
  });
  const label = `${S.kinds[entry.kind]}, ${new Date(entry.createdAt).toLocaleDateString()}`;
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    appeal.mutate({ actionId: entry.id, text: text.trim(), clientKey: clientKey.current });
  };
  const said = whatItWas(entry);
  return (
    <article className={styles.card} aria-label={label}>
      <div className={styles.cardHeader}>
        <span className={styles.kind}>{S.kinds[entry.kind]}</span>
        <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
      </div>
      {said && <p>{said}</p>}
      {entry.contentText && (
        <p className={entry.kind === 'held' ? styles.content : `${styles.content} ${styles.gone}`}>
          {entry.contentText}
        </p>
      )}
      <p className={styles.meta}>
        {S.reasonLabel}: {entry.reason}
      </p>
      {entry.kind === 'held' ? (
        <p className={styles.meta}>{S.heldNoAppeal}</p>
      ) : entry.appeal ? (
        <p>
          <strong>{S.status[entry.appeal.status]}</strong>
        </p>
      ) : open ? (
        <form className={form.form} onSubmit={onSubmit}>
          <TextAreaField
            label={S.appealLabel}
            className={styles.textarea}
            maxLength={APPEAL_TEXT_MAX}
            required
            value={text}
            onValueChange={setText}
          />
          {error && (
            <p className={form.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={appeal.isPending || !text.trim()}>
              {appeal.isPending ? 'Processing...' : S.sendAppeal}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {S.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {S.appeal}
          </Button>
        </div>
      )}
    </article>
  );
}
