import { validateNewPassword } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/text-field';
import { resetPassword } from '../../../entities/auth/api/accounts';
import { useAction } from '../../../lib/use-action';
import { authFailureMessage } from '../auth-failure';

/** /reset-password?token=: the page the reset e-mail links to; then /login?method=password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const reset = useAction({
    mutationFn: resetPassword,
    onSuccess: () => {
      alert('Password updated. Log in with your new password.', 'success');
      navigate('/login?method=password', { replace: true });
    },
    onError: (err) => alert(authFailureMessage(err), 'danger'),
  });
  useEffect(() => {
    document.title = 'Choose a new password';
  }, []);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateNewPassword(password);
    if (invalid) return alert(invalid, 'danger');
    reset.mutate({ token, password });
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
          <Button type="submit" block disabled={reset.isPending || !token}>
            {reset.isPending ? 'Processing...' : 'Save'}
          </Button>
        </form>
      </div>
    </div>
  );
}
