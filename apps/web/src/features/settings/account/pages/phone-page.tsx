import { PHONE_INPUT_MAX, SETTINGS_MESSAGES, validatePhone } from '@campus/domain';
import form from '../../../../components/ui/form.module.css';
import { changePhone } from '../api/account-settings';
import { SettingsFieldForm } from '../components/settings-field-form';

/** /settings/account/phone: change the phone number; Save is disabled when empty or unchanged. */
export function PhonePage() {
  return (
    <SettingsFieldForm
      read={(viewer) => viewer.phone ?? ''}
      validate={validatePhone}
      save={(phone) => changePhone(phone.trim())}
      canSave={(phone, stored) => Boolean(phone.trim()) && phone.trim() !== stored}
      success={SETTINGS_MESSAGES.profileUpdated}
    >
      {(phone, change) => (
        <label className={form.field}>
          Phone number
          <input
            className={form.input}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_INPUT_MAX}
            value={phone}
            onChange={(e) => change(e.target.value)}
          />
        </label>
      )}
    </SettingsFieldForm>
  );
}
