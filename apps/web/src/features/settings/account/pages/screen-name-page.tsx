import { SETTINGS_MESSAGES, USERNAME_INPUT_MAX, validateUsername } from '@campus/domain';
import { changeUsername } from '../api/account-settings';
import { SettingsFieldForm, textBox } from '../components/settings-field-form';

/** /settings/account/screen_name: change the username; Save stays disabled while it is unchanged. */
export function ScreenNamePage() {
  return (
    <SettingsFieldForm
      read={(viewer) => viewer.username}
      validate={validateUsername}
      mutationFn={(username) => changeUsername(username.trim())}
      canSave={(username, stored) => username !== stored}
      success={SETTINGS_MESSAGES.accountUpdated}
    >
      {textBox({
        label: 'Username',
        autoComplete: 'username',
        name: 'username',
        autoCapitalize: 'none',
        spellCheck: false,
        maxLength: USERNAME_INPUT_MAX,
      })}
    </SettingsFieldForm>
  );
}
