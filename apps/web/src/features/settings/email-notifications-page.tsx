import { SETTINGS_MESSAGES as M, type Viewer } from '@campus/domain';
import { useId, useState } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { Button } from '../../components/ui/button';
import styles from '../../components/ui/form.module.css';
import { api, refusalSentence } from '../../lib/api-client';
import { useSetViewer, useViewer } from '../../lib/session';

/** /settings/email_notifications: activity e-mails (messages, comments, replies, saves) on or off. */
export function EmailNotificationsPage() {
  const viewer = useViewer();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const id = useId();
  const [enabled, setEnabled] = useState(viewer?.emailNotifications ?? true);
  const [busy, setBusy] = useState(false);
  if (!viewer) return null;
  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const { user } = await api<{ user: Viewer }>('/api/me/email-notifications', {
        method: 'POST',
        json: { enabled },
      });
      setViewer(user);
      alert(M.profileUpdated, 'success');
    } catch (err) {
      alert(refusalSentence(err, M.somethingWentWrong), 'danger');
    } finally {
      setBusy(false);
    }
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
      <Button type="submit" disabled={busy || enabled === viewer.emailNotifications}>
        {busy ? 'Processing...' : 'Save'}
      </Button>
    </form>
  );
}
