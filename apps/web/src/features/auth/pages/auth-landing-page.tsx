import { AUTH_MESSAGES, googleErrorMessage, MESSAGES, validateEmail } from '@campus/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button, buttonClass } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { EmailField } from '../../../components/ui/text-field';
import { GoogleSignInLink, UniversitySignInLink } from '../../../entities/auth';
import { checkEmail } from '../../../entities/auth/api/accounts';
import { useViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
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
  const check = useAction({
    mutationFn: checkEmail,
    onSuccess: ({ exists }, address) => {
      const q = new URLSearchParams({ email: address.toLowerCase() });
      navigate(exists ? `/login?method=password&${q}` : `/register?${q}`);
    },
    onError: () => alert(AUTH_MESSAGES.emailCheckFailed, 'danger'),
  });
  const googleError = params.get('error');
  useEffect(() => {
    document.title = MESSAGES.guestDropdown.title;
    if (googleError) alert(googleErrorMessage(googleError), 'danger');
  }, [googleError, alert]);
  if (viewer) return <Navigate to="/home" replace />;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    check.mutate(email.trim());
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{MESSAGES.guestDropdown.title}</h1>
        <p className={styles.subtitle}>{MESSAGES.guestDropdown.subtitle}</p>
        <UniversitySignInLink className={buttonClass({ block: true })} returnTo={after} />
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
            <Button type="submit" block disabled={check.isPending}>
              {check.isPending ? 'Processing...' : 'Continue'}
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
