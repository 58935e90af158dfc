import { SETTINGS_MESSAGES as M } from '@campus/domain';
import { useId, useState } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { Button } from '../../components/ui/button';
import styles from '../../components/ui/form.module.css';
import { useSetViewer, useViewer } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { setEmailNotifications } from './api/email-notifications';

/** /settings/email_notifications: activity e-mails (messages, comments, replies, saves) on or off. */
export function EmailNotificationsPage() {
  const viewer = useViewer();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const id = useId();
  const [enabled, setEnabled] = useState(viewer?.emailNotifications ?? true);
  const save = useAction({
    mutationFn: setEmailNotifications,
    onSuccess: ({ user }) => {
      setViewer(user);
      alert(M.profileUpdated, 'success');
    },
    onRefusal: (sentence) => alert(sentence, 'danger'),
    unexpected: M.somethingWentWrong,
  });
  if (!viewer) return null;
  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(enabled);
  };
  return (
    <form className={styles.form} onSubmit={onSave}>
      <p className={styles.subtitle}>
        We e-mail you when someone messages you, comments on your post, replies to your comment or saves your
        post — at most one e-mail per conversation or post every 15 minutes.
      </p>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <span>E-mail me about activity</span>
      </label>
      <Button type="submit" disabled={save.isPending || enabled === viewer.emailNotifications}>
        {save.isPending ? 'Processing...' : 'Save'}
      </Button>
    </form>
  );
}
