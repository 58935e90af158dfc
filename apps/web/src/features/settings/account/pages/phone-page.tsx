import { PHONE_INPUT_MAX, SETTINGS_MESSAGES, validatePhone } from '@campus/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { phoneUpdateReturnPath } from '../../../ads';
import { useSetViewer, useViewer } from '../../../auth/api/session';
import styles from '../account.module.css';
import { changePhone } from '../api/account-settings';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';

/**
 * /settings/account/phone: change the phone number; Save is disabled when empty or unchanged. Opened
 * with ?from=checkout (and the post being boosted) it returns to /checkout after saving.
 */
export function PhonePage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const alert = useAlert();
  const { busy, run } = useSettingsAction();
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
      // A phone update that came from the checkout flow then goes to /checkout (§4.4).
      const back = phoneUpdateReturnPath(params);
      if (back) navigate(back);
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
