import { GENDERS, type Gender, SETTINGS_MESSAGES, validateGender } from '@campus/domain';
import form from '../../../../components/ui/form.module.css';
import styles from '../account.module.css';
import { changeGender } from '../api/account-settings';
import { SettingsFieldForm } from '../components/settings-field-form';

const LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** /settings/account/gender: pick male, female or other; Save is disabled when empty or unchanged. */
export function GenderPage() {
  return (
    <SettingsFieldForm<Gender | null>
      read={(viewer) => viewer.gender}
      validate={validateGender}
      save={(gender) => changeGender(gender!)}
      canSave={(gender, stored) => Boolean(gender) && gender !== stored}
      success={SETTINGS_MESSAGES.profileUpdated}
    >
      {(gender, change) => (
        <>
          <fieldset className={form.fieldset}>
            <legend className="visually-hidden">Gender</legend>
            {GENDERS.map((value) => (
              <label key={value} className={form.choice}>
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={gender === value}
                  onChange={() => change(value)}
                />
                {LABELS[value]}
              </label>
            ))}
          </fieldset>
          <p className={styles.note}>{SETTINGS_MESSAGES.genderNote}</p>
        </>
      )}
    </SettingsFieldForm>
  );
}
