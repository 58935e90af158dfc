import { validateNewPassword } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/text-field';
import { resetPassword } from '../../../entities/auth/api/accounts';
import { authFailureMessage } from '../auth-failure';

/** /reset-password?token=: the page the reset e-mail links to; then /login?method=password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Choose a new password';
  }, []);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateNewPassword(password);
    if (invalid) return alert(invalid, 'danger');
    setBusy(true);
    try {
      await resetPassword({ token, password });
      alert('Password updated. Log in with your new password.', 'success');
      navigate('/login?method=password', { replace: true });
    } catch (err) {
      alert(authFailureMessage(err), 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Choose a new password</h1>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
          />
          <Button type="submit" block disabled={busy || !token}>
            {busy ? 'Processing...' : 'Save'}
          </Button>
        </form>
      </div>
    </div>
  );
}
