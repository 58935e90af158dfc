import { AUTH_MESSAGES, authErrorMessage } from '@campus/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { resendAccountCode, verifyAccountCode } from '../api/accounts';
import { useSetViewer, useViewer } from '../api/session';
import styles from './auth.module.css';

/** /verify: the 4-digit code e-mailed to the account address. */
export function VerifyPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Verify your account';
  }, []);
  if (viewer === null) return <Navigate to="/" replace />;
  if (viewer?.verified) return <Navigate to="/home" replace />;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return alert(AUTH_MESSAGES.codeRequired, 'danger');
    setBusy(true);
    try {
      const { user } = await verifyAccountCode(code.trim());
      setViewer(user);
      navigate('/home', { replace: true });
    } catch (err) {
      alert(authErrorMessage(err instanceof ApiError ? err.code : undefined), 'danger');
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    try {
      await resendAccountCode();
      alert(AUTH_MESSAGES.emailSentOkay, 'okay');
    } catch {
      alert(AUTH_MESSAGES.somethingWentWrong, 'danger');
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Enter PIN</h1>
        <p className={styles.subtitle}>
          We sent a 4-digit code to {viewer?.email}. Codes expire after two hours.
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label className={styles.field}>
            Verification code
            <input
              className={`${styles.input} ${styles.codeInput}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <Button type="submit" block disabled={busy}>
            {busy ? 'Processing...' : 'Verify'}
          </Button>
        </form>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={onResend}>
            Didn't receive the code?
          </button>
        </div>
      </div>
    </div>
  );
}
