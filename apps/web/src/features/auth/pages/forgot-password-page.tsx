import { AUTH_MESSAGES, validateEmail } from '@campus/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { EmailField } from '../../../components/ui/text-field';
import { forgotPassword } from '../../../entities/auth/api/accounts';
import { ApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { authFailureMessage } from '../auth-failure';

/** /forgotpassword?email=: sends a reset link, then shows the confirmation. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const alert = useAlert();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [sent, setSent] = useState(false);
  const send = useAction({
    mutationFn: forgotPassword,
    onSuccess: () => {
      setSent(true);
      alert(AUTH_MESSAGES.forgotPassword.sent, 'success');
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'user_not_found') {
        window.alert(AUTH_MESSAGES.forgotPassword.userNotFound);
        setEmail('');
      } else {
        alert(authFailureMessage(err), 'danger');
      }
    },
  });
  useEffect(() => {
    document.title = 'Forgot password';
  }, []);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return alert(invalid, 'danger');
    send.mutate(email.trim());
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Forgot password</h1>
        {sent ? (
          <>
            <p className={styles.subtitle}>
              {AUTH_MESSAGES.forgotPassword.sent} Check {email.trim().toLowerCase()} for a link to choose a
              new password.
            </p>
            <div className={styles.links}>
              <Link to="/login?method=password">Back to log in</Link>
            </div>
          </>
        ) : (
          <>
            <p className={styles.subtitle}>
              Enter your e-mail and we will send you a link to reset your password.
            </p>
            <form className={styles.form} onSubmit={onSubmit} noValidate>
              <EmailField value={email} onValueChange={setEmail} />
              <Button type="submit" block disabled={send.isPending}>
                {send.isPending ? 'Processing...' : 'Send Link'}
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
