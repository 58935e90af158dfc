import {
  AUTH_MESSAGES,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  parseDisplayName,
  validateEmail,
  validateFullName,
  validateNewPassword,
} from '@campus/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button, buttonClass } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { usePasteCut } from '../../../components/ui/text-field';
import { UniversitySignInLink } from '../../../entities/auth';
import { register, sendMagicLink } from '../../../entities/auth/api/accounts';
import { useSetViewer, useViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { authFailureMessage } from '../auth-failure';
import { storeEmailForSignIn } from '../magic-link-storage';
import { useAfterSignInPath } from './use-auth-redirect';

/** /register?email=&redirect=: e-mail, full name, password and the terms; Sign Up stays disabled until all are valid. */
export function RegisterPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const after = useAfterSignInPath(params.get('redirect'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const signUp = useAction({
    mutationFn: register,
    onSuccess: ({ user }) => {
      setViewer(user);
      navigate(user.verified ? after : '/verify', { replace: true });
    },
    onError: (err) => alert(authFailureMessage(err), 'danger'),
  });
  const sendLink = useAction({
    mutationFn: sendMagicLink,
    onSuccess: (_, { email: address, firstName = '', lastName = '' }) => {
      storeEmailForSignIn(address);
      alert(AUTH_MESSAGES.magicLink.sent, 'success');
      navigate(
        `/login/sent?${new URLSearchParams({ email: address.toLowerCase(), first: firstName, last: lastName })}`,
      );
    },
    onRefusal: (sentence) => alert(sentence, 'danger'),
    unexpected: AUTH_MESSAGES.magicLink.sendFailed,
  });
  const busy = signUp.isPending;
  const namePaste = usePasteCut(fullName, FULL_NAME_MAX);
  const passwordPaste = usePasteCut(password, PASSWORD_MAX);
  useEffect(() => {
    document.title = 'Sign Up';
    if (params.get('redirect') === 'true') alert(AUTH_MESSAGES.registration.linkFailed, 'danger');
  }, [params, alert]);
  if (viewer) return <Navigate to="/home" replace />;

  const errors = {
    email: validateEmail(email),
    fullName: validateFullName(fullName),
    password: validateNewPassword(password),
  };
  const valid = !errors.email && !errors.fullName && !errors.password && terms;
  const touch = (field: string) => () => setTouched((t) => ({ ...t, [field]: true }));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    signUp.mutate({ email: email.trim(), fullName: fullName.trim(), password, acceptTerms: true });
  };

  const onSendLink = () => {
    if (errors.email || errors.fullName) return setTouched({ email: true, fullName: true });
    const { firstName, lastName } = parseDisplayName(fullName);
    sendLink.mutate({ email: email.trim(), firstName, lastName });
  };

  const field = (id: keyof typeof errors, label: string, input: React.ReactNode, note?: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`register-${id}`}>{label}</label>
      {input}
      {note}
      {touched[id] && errors[id] && (
        <p id={`register-${id}-error`} className={styles.error}>
          {errors[id]}
        </p>
      )}
    </div>
  );
  const aria = (id: keyof typeof errors) =>
    touched[id] && errors[id] ? { 'aria-invalid': true, 'aria-describedby': `register-${id}-error` } : {};

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Sign Up</h1>
        <UniversitySignInLink className={buttonClass({ block: true })} returnTo={after} />
        <p className={styles.subtitle}>Post in under 30 seconds.</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {field(
            'email',
            'Email',
            <input
              id="register-email"
              className={styles.input}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={touch('email')}
              {...aria('email')}
            />,
          )}
          {field(
            'fullName',
            'Full name',
            <input
              id="register-fullName"
              className={styles.input}
              autoComplete="name"
              value={fullName}
              maxLength={FULL_NAME_MAX}
              onChange={(e) => setFullName(e.target.value)}
              onPaste={namePaste.onPaste}
              onBlur={touch('fullName')}
              {...aria('fullName')}
            />,
            namePaste.note,
          )}
          {field(
            'password',
            'Password',
            <input
              id="register-password"
              className={styles.input}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onPaste={passwordPaste.onPaste}
              onBlur={touch('password')}
              {...aria('password')}
            />,
            passwordPaste.note,
          )}
          <label className={styles.check}>
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
            <span>
              I agree to the <Link to="/settings/terms">Terms of Service</Link> and the{' '}
              <Link to="/settings/privacy">Privacy Policy</Link>, and I am at least 16.
            </span>
          </label>
          <Button type="submit" block disabled={!valid || busy}>
            {busy ? 'Processing...' : 'Sign Up'}
          </Button>
        </form>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onSendLink}>
            Continue without password
          </button>
          <Link to={`/login?method=password${email ? `&email=${encodeURIComponent(email)}` : ''}`}>
            Already have an account? Log in
          </Link>
        </div>
      </div>
    </div>
  );
}
