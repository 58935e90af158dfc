import { AUTH_MESSAGES, googleErrorMessage, MESSAGES, validateEmail } from '@campus/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button, buttonClass } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { EmailField } from '../../../components/ui/text-field';
import { GoogleSignInLink } from '../../../entities/auth';
import { checkEmail } from '../../../entities/auth/api/accounts';
import { useViewer } from '../../../lib/session';
import { useAfterSignInPath } from './use-auth-redirect';

/** /user_registration: Log In / Sign Up with Google or with e-mail (the entry flow). */
export function AuthLandingPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const after = useAfterSignInPath(params.get('redirect'));
  const [emailMode, setEmailMode] = useState(params.get('method') === 'email');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const googleError = params.get('error');
  useEffect(() => {
    document.title = MESSAGES.guestDropdown.title;
    if (googleError) alert(googleErrorMessage(googleError), 'danger');
  }, [googleError, alert]);
  if (viewer) return <Navigate to="/home" replace />;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { exists } = await checkEmail(email.trim());
      const q = new URLSearchParams({ email: email.trim().toLowerCase() });
      navigate(exists ? `/login?method=password&${q}` : `/register?${q}`);
    } catch {
      alert(AUTH_MESSAGES.emailCheckFailed, 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{MESSAGES.guestDropdown.title}</h1>
        <p className={styles.subtitle}>{MESSAGES.guestDropdown.subtitle}</p>
        <GoogleSignInLink className={buttonClass({ variant: 'secondary', block: true })} redirect={after} />
        {emailMode ? (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <EmailField
              value={email}
              onValueChange={setEmail}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'entry-email-error' : undefined}
              // the user just asked to continue with e-mail
              autoFocus
            />
            {error && (
              <p id="entry-email-error" className={styles.error}>
                {error}
              </p>
            )}
            <Button type="submit" block disabled={busy}>
              {busy ? 'Processing...' : 'Continue'}
            </Button>
          </form>
        ) : (
          <Button block onClick={() => setEmailMode(true)}>
            {MESSAGES.guestDropdown.email}
          </Button>
        )}
      </div>
    </div>
  );
}
