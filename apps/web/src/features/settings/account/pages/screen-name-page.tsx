import { SETTINGS_MESSAGES, USERNAME_INPUT_MAX, validateUsername } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { useSetViewer, useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { changeUsername } from '../api/account-settings';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';

/** /settings/account/screen_name: change the username; Save stays disabled while it is unchanged. */
export function ScreenNamePage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const alert = useAlert();
  const { busy, run } = useSettingsAction();
  // null until the user types: the field shows the stored username until then.
  const [draft, setDraft] = useState<string | null>(null);
  if (!viewer) return null;
  const username = draft ?? viewer.username;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = validateUsername(username);
    if (error) return alert(error, 'danger');
    void run(async () => {
      const { user } = await changeUsername(username.trim());
      setViewer(user);
      setDraft(null);
      alert(SETTINGS_MESSAGES.accountUpdated, 'success');
    });
  };

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.field}>
          Username
          <input
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_INPUT_MAX}
            value={username}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <div className={styles.actions}>
          <SaveButton busy={busy} disabled={username === viewer.username} />
        </div>
      </form>
    </div>
  );
}
