import { AUTH_MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { CodeForm } from '../../../components/ui/code-form';
import styles from '../../../components/ui/form.module.css';
import { resendAccountCode, verifyAccountCode } from '../../../entities/auth/api/accounts';
import { refusalSentence } from '../../../lib/api-client';
import { useSetViewer, useViewer } from '../../../lib/session';
import { authFailureMessage } from '../auth-failure';

/** /verify: the 4-digit code e-mailed to the account address. */
export function VerifyPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  useEffect(() => {
    document.title = 'Verify your account';
  }, []);
  if (viewer === null) return <Navigate to="/" replace />;
  if (viewer?.verified) return <Navigate to="/home" replace />;

  const onVerify = async (code: string) => {
    if (!code) return alert(AUTH_MESSAGES.codeRequired, 'danger');
    try {
      const { user } = await verifyAccountCode(code);
      setViewer(user);
      navigate('/home', { replace: true });
    } catch (err) {
      alert(authFailureMessage(err), 'danger');
    }
  };

  const onResend = async () => {
    try {
      await resendAccountCode();
      alert(AUTH_MESSAGES.emailSentOkay, 'okay');
    } catch (err) {
      alert(refusalSentence(err, AUTH_MESSAGES.somethingWentWrong), 'danger');
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Enter PIN</h1>
        <p className={styles.subtitle}>
          We sent a 4-digit code to {viewer?.email}. Codes expire after two hours.
        </p>
        <CodeForm onVerify={onVerify} onResend={onResend} />
      </div>
    </div>
  );
}
