import { PHONE_INPUT_MAX, SETTINGS_MESSAGES, validatePhone } from '@campus/domain';
import { TextField } from '../../../../components/ui/text-field';
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
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          name="phone"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX}
          value={phone}
          onValueChange={change}
        />
      )}
    </SettingsFieldForm>
  );
}
