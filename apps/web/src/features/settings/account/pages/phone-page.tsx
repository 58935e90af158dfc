import { PHONE_INPUT_MAX, SETTINGS_MESSAGES, validatePhone } from '@campus/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { phoneUpdateReturnPath } from '../../../../entities/ads';
import { changePhone } from '../api/account-settings';
import { SettingsFieldForm, textBox } from '../components/settings-field-form';

/**
 * /settings/account/phone: change the phone number; Save is disabled when empty or unchanged. Opened
 * with ?from=checkout (and the post being boosted) it returns to /checkout after saving.
 */
export function PhonePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A phone update that came from the checkout flow then goes to /checkout (§4.4).
  const back = phoneUpdateReturnPath(params);
  return (
    <SettingsFieldForm
      read={(viewer) => viewer.phone ?? ''}
      validate={validatePhone}
      mutationFn={(phone) => changePhone(phone.trim())}
      canSave={(phone, stored) => Boolean(phone.trim()) && phone.trim() !== stored}
      success={SETTINGS_MESSAGES.profileUpdated}
      onSaved={back ? () => navigate(back) : undefined}
    >
      {textBox({
        label: 'Phone number',
        type: 'tel',
        autoComplete: 'tel',
        name: 'phone',
        inputMode: 'tel',
        maxLength: PHONE_INPUT_MAX,
      })}
    </SettingsFieldForm>
  );
}
