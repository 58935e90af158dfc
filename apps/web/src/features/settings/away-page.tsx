import {
  AWAY_NOTE_MAX,
  dayOf,
  AWAY_MESSAGES as M,
  REPLY_TIME_MESSAGES,
  SETTINGS_MESSAGES,
  type Viewer,
} from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { Button } from '../../components/ui/button';
import styles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field';
import { useSetViewer, useViewer } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { endAway, setAway, setShowReplyTime } from './api/away';

/** What every change here does on success: the new user, and every list read again (listings hide or return). */
function useSaved(message: string) {
  const alert = useAlert();
  const setViewer = useSetViewer();
  const queryClient = useQueryClient();
  return {
    onSuccess: ({ user }: { user: Viewer }) => {
      setViewer(user);
      void queryClient.invalidateQueries();
      alert(message, 'success');
    },
    onRefusal: (sentence: string) => alert(sentence, 'danger'),
  };
}

/**
 * /settings/away: I'm away until a day (with an optional note), or I'm back; and Show my reply time.
 * While away, the member's listings are hidden from the feed, search and alerts.
 */
export function AwayPage() {
  const viewer = useViewer();
  const [until, setUntil] = useState(viewer?.away?.until ?? '');
  const [note, setNote] = useState(viewer?.away?.note ?? '');
  const save = useAction({ mutationFn: setAway, ...useSaved(M.saved) });
  const back = useAction({ mutationFn: endAway, ...useSaved(M.ended) });
  if (!viewer) return null;
  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate({ until, note: note.trim() || null });
  };
  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={onSave}>
        <p className={styles.subtitle}>{M.intro}</p>
        {viewer.away && <p>{M.until(viewer.away.until)}</p>}
        <TextField
          label={M.awayUntil}
          type="date"
          required
          min={dayOf(new Date(Date.now() + 86_400_000))}
          value={until}
          onValueChange={setUntil}
        />
        <TextField label={M.note} value={note} onValueChange={setNote} maxLength={AWAY_NOTE_MAX} />
        <Button type="submit" disabled={save.isPending || until === ''}>
          {save.isPending ? 'Processing...' : M.save}
        </Button>
      </form>
      {viewer.away && (
        <Button variant="secondary" disabled={back.isPending} onClick={() => back.mutate(undefined)}>
          {M.back}
        </Button>
      )}
      <ReplyTimeSetting viewer={viewer} />
    </div>
  );
}

/** Show my reply time: on by default; saved as soon as it is changed. */
function ReplyTimeSetting({ viewer }: { viewer: Viewer }) {
  const id = useId();
  const save = useAction({ mutationFn: setShowReplyTime, ...useSaved(SETTINGS_MESSAGES.profileUpdated) });
  return (
    <section aria-labelledby={`${id}-title`} className={styles.form}>
      <h2 id={`${id}-title`} className={styles.title}>
        {REPLY_TIME_MESSAGES.title}
      </h2>
      <p className={styles.subtitle}>{REPLY_TIME_MESSAGES.settingHint}</p>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={viewer.showReplyTime}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span>{REPLY_TIME_MESSAGES.setting}</span>
      </label>
    </section>
  );
}
