import {
  AUTH_MESSAGES,
  LOCKOUT_ALERT_DURATION_MS,
  validateEmail,
  validateLoginPassword,
} from '@campus/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button, buttonClass } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { EmailField, PasswordField } from '../../../components/ui/text-field';
import { UniversitySignInLink } from '../../../entities/auth';
import { login, sendMagicLink } from '../../../entities/auth/api/accounts';
import { ApiError, refusalSentence } from '../../../lib/api-client';
import { useSetViewer, useViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { authFailureMessage } from '../auth-failure';
import { storeEmailForSignIn } from '../magic-link-storage';
import { useAfterSignInPath } from './use-auth-redirect';

/** /login?method=password|noPassword&email=&redirect= */
export function LoginPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const noPassword = params.get('method') === 'noPassword';
  const after = useAfterSignInPath(params.get('redirect'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const signIn = useAction({
    mutationFn: async (address: string) => {
      if (noPassword) {
        await sendMagicLink({ email: address });
        storeEmailForSignIn(address);
        alert(AUTH_MESSAGES.magicLink.sent, 'success');
        navigate(`/login/sent?${new URLSearchParams({ email: address.toLowerCase() })}`);
      } else {
        const { user } = await login({ email: address, password });
        setViewer(user);
        navigate(user.verified ? after : '/verify', { replace: true });
      }
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : undefined;
      if (noPassword) alert(refusalSentence(err, AUTH_MESSAGES.magicLink.sendFailed), 'danger');
      else if (code === 'too_many_attempts')
        alert(authFailureMessage(err), 'danger', { durationMs: LOCKOUT_ALERT_DURATION_MS });
      else alert(authFailureMessage(err), 'danger');
    },
  });
  useEffect(() => {
    document.title = 'Log In';
    if (params.get('redirect') === 'true') alert(AUTH_MESSAGES.registration.linkFailed, 'danger');
  }, [params, alert]);
  if (viewer) return <Navigate to="/home" replace />;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateEmail(email) ?? (noPassword ? null : validateLoginPassword(password));
    if (invalid) return alert(invalid, 'danger');
    signIn.mutate(email.trim());
  };

  const q = new URLSearchParams(email ? { email } : {});
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Log In</h1>
        <UniversitySignInLink className={buttonClass({ block: true })} returnTo={after} />
        <p className={styles.subtitle}>
          {noPassword ? 'We will e-mail you a link to log in.' : 'Welcome back.'}
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <EmailField value={email} onValueChange={setEmail} />
          {!noPassword && (
            <PasswordField autoComplete="current-password" value={password} onValueChange={setPassword} />
          )}
          <Button type="submit" block disabled={signIn.isPending}>
            {signIn.isPending ? 'Processing...' : noPassword ? 'Send Link' : 'Log In'}
          </Button>
        </form>
        <div className={styles.links}>
          {noPassword ? (
            <Link to={`/login?method=password&${q}`}>Log in with a password</Link>
          ) : (
            <>
              <Link to={`/forgotpassword?${q}`}>Forgot password?</Link>
              <Link to={`/login?method=noPassword&${q}`}>Continue without password</Link>
            </>
          )}
          <Link to={`/register?${q}`}>New here? Sign up</Link>
        </div>
      </div>
    </div>
  );
}
