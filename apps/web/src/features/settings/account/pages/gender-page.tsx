import { GENDERS, type Gender, SETTINGS_MESSAGES, validateGender } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { useSetViewer, useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { changeGender } from '../api/account-settings';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';

const LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** /settings/account/gender: pick male, female or other; Save is disabled when empty or unchanged. */
export function GenderPage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const alert = useAlert();
  const { busy, run } = useSettingsAction();
  // null until the user picks: the stored choice shows until then.
  const [draft, setDraft] = useState<Gender | null>(null);
  if (!viewer) return null;
  const gender = draft ?? viewer.gender;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = validateGender(gender);
    if (error || !gender) return alert(error ?? SETTINGS_MESSAGES.genderRequired, 'danger');
    void run(async () => {
      const { user } = await changeGender(gender);
      setViewer(user);
      setDraft(null);
      alert(SETTINGS_MESSAGES.profileUpdated, 'success');
    });
  };

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">Gender</legend>
          {GENDERS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => setDraft(value)}
              />
              {LABELS[value]}
            </label>
          ))}
        </fieldset>
        <p className={styles.note}>{SETTINGS_MESSAGES.genderNote}</p>
        <div className={styles.actions}>
          <SaveButton busy={busy} disabled={!gender || gender === viewer.gender} />
        </div>
      </form>
    </div>
  );
}
