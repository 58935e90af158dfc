import { SETTINGS_MESSAGES, validateNewEmail } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { EmailField } from '../../../../components/ui/text-field';
import { useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { requestEmailChange } from '../api/account-settings';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';
import { takeUpdateSuccessFlag } from '../update-success-flag';

/**
 * /settings/email and /settings/account/email: enter a new address, a code is e-mailed to it, then the
 * PIN page confirms it. The account/email form is where the PIN page returns after a change.
 */
export function EmailPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const alert = useAlert();
  const send = useSettingsAction({
    mutationFn: requestEmailChange,
    onSuccess: (_, next) => {
      alert(SETTINGS_MESSAGES.emailSent, 'okay');
      navigate(`/settings/verify_email?email=${encodeURIComponent(next)}`);
    },
  });
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (takeUpdateSuccessFlag()) alert(SETTINGS_MESSAGES.profileUpdated, 'success');
  }, [alert]);

  if (!viewer) return null;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = validateNewEmail(email, viewer.email);
    if (error) return alert(error, 'danger');
    const next = email.trim().toLowerCase();
    send.mutate(next);
  };

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>Your current email is {viewer.email}.</p>
        <EmailField
          label="New email"
          name="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={email}
          onValueChange={setEmail}
        />
        <div className={styles.actions}>
          <SaveButton busy={send.isPending} label="Send Code" />
        </div>
      </form>
    </div>
  );
}
