import { AUTH_MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { CodeForm } from '../../../components/ui/code-form';
import styles from '../../../components/ui/form.module.css';
import { resendAccountCode, verifyAccountCode } from '../../../entities/auth/api/accounts';
import { useSetViewer, useViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { authFailureMessage } from '../auth-failure';

/** /verify: the 4-digit code e-mailed to the account address. */
export function VerifyPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const verify = useAction({
    mutationFn: verifyAccountCode,
    onSuccess: ({ user }) => {
      setViewer(user);
      navigate('/home', { replace: true });
    },
    onError: (err) => alert(authFailureMessage(err), 'danger'),
  });
  const resend = useAction({
    mutationFn: resendAccountCode,
    // Send again is no repeat by nature: a double tap's second tap after a quick answer mails once.
    quietAfterMs: 3000,
    onSuccess: () => alert(AUTH_MESSAGES.emailSentOkay, 'okay'),
    onRefusal: (sentence) => alert(sentence, 'danger'),
    unexpected: AUTH_MESSAGES.somethingWentWrong,
  });
  useEffect(() => {
    document.title = 'Verify your account';
  }, []);
  if (viewer === null) return <Navigate to="/" replace />;
  if (viewer?.verified) return <Navigate to="/home" replace />;

  const onVerify = (code: string) => {
    if (!code) return alert(AUTH_MESSAGES.codeRequired, 'danger');
    verify.mutate(code);
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Enter PIN</h1>
        <p className={styles.subtitle}>
          We sent a 4-digit code to {viewer?.email}. Codes expire after two hours.
        </p>
        <CodeForm onVerify={onVerify} onResend={() => resend.mutate()} busy={verify.isPending} />
      </div>
    </div>
  );
}
