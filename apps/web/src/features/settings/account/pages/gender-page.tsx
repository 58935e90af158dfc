import { GENDERS, type Gender, SETTINGS_MESSAGES, validateGender } from '@campus/domain';
import { RadioChoices } from '../../../../components/ui/radio-choices';
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
      mutationFn={(gender) => changeGender(gender!)}
      canSave={(gender, stored) => Boolean(gender) && gender !== stored}
      success={SETTINGS_MESSAGES.profileUpdated}
    >
      {(gender, change) => (
        <>
          <RadioChoices
            legend="Gender"
            hideLegend
            name="gender"
            options={GENDERS}
            labels={LABELS}
            value={gender}
            onChange={change}
          />
          <p className={styles.note}>{SETTINGS_MESSAGES.genderNote}</p>
        </>
      )}
    </SettingsFieldForm>
  );
}
