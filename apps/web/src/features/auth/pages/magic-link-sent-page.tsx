import { AUTH_MESSAGES, validateEmail } from '@campus/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { completeMagicLink, sendMagicLink } from '../../../entities/auth/api/accounts';
import { useSetViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { ClaimLinkSent } from '../components/claim-link-sent';
import { clearEmailForSignIn, readEmailForSignIn, storeEmailForSignIn } from '../magic-link-storage';
import { useAfterSignInPath } from './use-auth-redirect';

/**
 * /login/sent: after a link is sent, "check your e-mail"; when the user comes back through the
 * link (token=), signs in — or registers when first and last are given — with the e-mail stored in
 * this browser, asking for it again when it is missing. ?claim={username} is the state after
 * 'Claim this account' (the link went to that account's own address, not shown).
 */
export function MagicLinkSentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const after = useAfterSignInPath(null);
  const token = params.get('token');
  const first = params.get('first') ?? undefined;
  const last = params.get('last') ?? undefined;
  const [email, setEmail] = useState(() => readEmailForSignIn() ?? '');
  const [needEmail, setNeedEmail] = useState(() => token !== null && !readEmailForSignIn());
  const started = useRef(false);
  // One send at a time: a double tap on 'Send the link again' mails once.
  const resend = useAction({
    mutationFn: sendMagicLink,
    // Send again is no repeat by nature: a double tap's second tap after a quick answer mails once.
    quietAfterMs: 3000,
    onSuccess: (_, { email: address }) => {
      storeEmailForSignIn(address);
      alert(AUTH_MESSAGES.magicLink.sent, 'success');
    },
    onError: () => alert(AUTH_MESSAGES.magicLink.sendFailed, 'danger'),
  });
  const completion = useAction({
    mutationFn: completeMagicLink,
    onSuccess: ({ user }) => {
      clearEmailForSignIn();
      setViewer(user);
      navigate(user.verified ? after : '/verify', { replace: true });
    },
    onError: () =>
      navigate(first && last ? '/register?redirect=true' : '/login?redirect=true', { replace: true }),
  });
  const complete = (address: string) =>
    completion.mutate({ token: token!, email: address, firstName: first, lastName: last });

  useEffect(() => {
    document.title = 'Check your e-mail';
    if (token && !needEmail && !started.current) {
      started.current = true;
      complete(email);
    }
  });

  const claim = params.get('claim');
  if (!token && claim) return <ClaimLinkSent username={claim} />;

  if (!token) {
    const sentTo = params.get('email');
    if (!sentTo) return <Navigate to="/login" replace />;
    const onResend = () => resend.mutate({ email: sentTo, firstName: first, lastName: last });
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>Check your e-mail</h1>
          <p className={styles.subtitle}>We sent a link to {sentTo}. Open it in this browser to continue.</p>
          <div className={styles.links}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={onResend}
              disabled={resend.isPending}
            >
              Send the link again
            </button>
          </div>
        </div>
      </div>
    );
  }

  if (needEmail) {
    const onSubmit = (e: React.FormEvent) => {
      e.preventDefault();
      const invalid = validateEmail(email);
      if (invalid) return alert(invalid, 'danger');
      setNeedEmail(false);
    };
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>Confirm your e-mail</h1>
          <p className={styles.subtitle}>Enter the e-mail address the link was sent to.</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <label className={styles.field}>
              Email
              <input
                className={styles.input}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <Button type="submit" block>
              Continue
            </Button>
          </form>
        </div>
      </div>
    );
  }
  return <Spinner label="Signing in" />;
}
