import { PHONE_INPUT_MAX, SETTINGS_MESSAGES, validatePhone } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { useSetViewer, useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { changePhone } from '../api/account-settings';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';

/** /settings/account/phone: change the phone number; Save is disabled when empty or unchanged. */
export function PhonePage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const alert = useAlert();
  const { busy, run } = useSettingsAction();
  // null until the user types: the field shows the stored number until then.
  const [draft, setDraft] = useState<string | null>(null);
  if (!viewer) return null;
  const stored = viewer.phone ?? '';
  const phone = draft ?? stored;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = validatePhone(phone);
    if (error) return alert(error, 'danger');
    void run(async () => {
      const { user } = await changePhone(phone.trim());
      setViewer(user);
      setDraft(null);
      alert(SETTINGS_MESSAGES.profileUpdated, 'success');
    });
  };

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.field}>
          Phone number
          <input
            className={styles.input}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_INPUT_MAX}
            value={phone}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <div className={styles.actions}>
          <SaveButton busy={busy} disabled={!phone.trim() || phone.trim() === stored} />
        </div>
      </form>
    </div>
  );
}
