import { SETTINGS_TRUTH_MESSAGES, validatePasswordChange } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { PasswordField } from '../../../../components/ui/text-field';
import { useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { changePassword } from '../api/account-settings';
import { passwordStatusKeys, usePasswordStatusQuery } from '../api/password-status';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';

const EMPTY = { current: '', next: '', confirm: '' };
type Field = keyof typeof EMPTY;

const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'current', label: 'Current password', autoComplete: 'current-password' },
  { name: 'next', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Re-enter new password', autoComplete: 'new-password' },
];

/**
 * /settings/password: change the password through the authentication service; Save needs all three.
 * An account without a password (made by a sign-in link or Google) is sent to set one by a reset link.
 */
export function PasswordPage() {
  const viewer = useViewer();
  const alert = useAlert();
  const queryClient = useQueryClient();
  const status = usePasswordStatusQuery();
  const [values, setValues] = useState(EMPTY);
  const save = useSettingsAction({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY);
      void queryClient.invalidateQueries({ queryKey: passwordStatusKeys.all });
      alert(SETTINGS_TRUTH_MESSAGES.passwordChanged, 'success');
    },
  });
  if (!viewer) return null;
  const resetLink = `/forgotpassword?email=${encodeURIComponent(viewer.email)}`;

  if (status.data?.hasPassword === false) {
    return (
      <div className={styles.body}>
        <p>{SETTINGS_TRUTH_MESSAGES.passwordNotSetHint}</p>
        <Link className={styles.textLink} to={resetLink}>
          {SETTINGS_TRUTH_MESSAGES.setPassword}
        </Link>
      </div>
    );
  }

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = validatePasswordChange(values);
    if (error) return alert(error, 'danger');
    save.mutate({
      currentPassword: values.current,
      newPassword: values.next,
      confirmPassword: values.confirm,
    });
  };

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => (
          <PasswordField
            key={field.name}
            label={field.label}
            name={field.name}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onValueChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
          />
        ))}
        <div className={styles.actions}>
          <Link className={styles.textLink} to={resetLink}>
            Forgot password?
          </Link>
          <SaveButton busy={save.isPending} disabled={!values.current || !values.next || !values.confirm} />
        </div>
      </form>
    </div>
  );
}
