import { SETTINGS_MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import form from '../../../../components/ui/form.module.css';
import { TextField } from '../../../../components/ui/text-field';
import { useSetViewer, useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { confirmEmailChange, requestEmailChange } from '../api/account-settings';
import { SaveButton } from '../components/save-button';
import { useSettingsAction } from '../hooks/use-settings-action';
import { setUpdateSuccessFlag } from '../update-success-flag';

const CODE_LENGTH = 4;

/**
 * /settings/verify_email?email=…: the code e-mailed to the new address. On success the user is
 * stored, the 'update_success' flag is set and the page returns to /settings/account/email (§4.2).
 */
export function VerifyEmailPage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const alert = useAlert();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const confirm = useSettingsAction({
    mutationFn: confirmEmailChange,
    onSuccess: ({ user }) => {
      setViewer(user);
      setUpdateSuccessFlag();
      navigate('/settings/account/email', { replace: true });
    },
  });
  const resend = useSettingsAction({
    mutationFn: requestEmailChange,
    // Send again is no repeat by nature: a double tap's second tap after a quick answer mails once.
    quietAfterMs: 3000,
    onSuccess: () => alert(SETTINGS_MESSAGES.emailSent, 'okay'),
  });
  const [code, setCode] = useState('');
  if (!viewer) return null;
  if (!email) return <Navigate to="/settings/email" replace />;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return alert(SETTINGS_MESSAGES.codeRequired, 'danger');
    confirm.mutate({ email, code: code.trim() });
  };

  const onResend = () => resend.mutate(email);

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>
          We sent a {CODE_LENGTH}-digit code to {email}. Codes expire after two hours.
        </p>
        <TextField
          label="Verification code"
          autoComplete="one-time-code"
          className={form.codeInput}
          name="code"
          inputMode="numeric"
          maxLength={CODE_LENGTH}
          value={code}
          onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
        />
        <button type="button" className={styles.linkButton} onClick={onResend} disabled={resend.isPending}>
          Didn't receive the code?
        </button>
        <div className={styles.actions}>
          <SaveButton busy={confirm.isPending} label="Verify" />
        </div>
      </form>
    </div>
  );
}
