import { SETTINGS_MESSAGES as M } from '@campus/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { CodeForm } from '../../components/ui/code-form';
import styles from '../../components/ui/form.module.css';
import { ApiError, refusalSentence } from '../../lib/api-client';
import { useSetViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import { useAction } from '../../lib/use-action';
import { confirmSchoolCode, sendSchoolCode } from './api';

/**
 * /settings/account/verify_school_email?email=&campus=: the PIN page. Success makes the user a
 * verified member and goes to /search_schools on the hub or /home on a campus.
 */
export function VerifySchoolEmailPage() {
  const site = useSiteCampus();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const email = params.get('email') ?? '';
  const campusId = site.isHub ? (params.get('campus') ?? undefined) : undefined;

  const verify = useAction({
    mutationFn: confirmSchoolCode,
    onSuccess: ({ user }) => {
      setViewer(user);
      if (site.isHub && campusId) sessionStorage.setItem('redirect_to_campus', campusId);
      navigate(site.isHub ? '/search_schools' : '/home', { replace: true });
    },
    onError: (err) => {
      const message =
        err instanceof ApiError
          ? err.code === 'code_incorrect'
            ? M.codeIncorrect
            : refusalSentence(err, M.somethingWentWrong)
          : M.somethingWentWrong;
      alert(message, 'danger');
    },
  });
  const resend = useAction({
    mutationFn: sendSchoolCode,
    // Send again is no repeat by nature: a double tap's second tap after a quick answer mails once.
    quietAfterMs: 3000,
    onSuccess: () => alert(M.emailSent, 'okay'),
    onRefusal: (sentence) => alert(sentence, 'danger'),
    unexpected: M.somethingWentWrong,
  });

  const onVerify = (code: string) => {
    if (!code) return alert(M.codeRequired, 'danger');
    verify.mutate({ email, campusId, code });
  };

  return (
    <div className={styles.card}>
      <p className={styles.subtitle}>We sent a 4-digit code to {email}. Codes expire after two hours.</p>
      <CodeForm
        onVerify={onVerify}
        onResend={() => resend.mutate({ email, campusId })}
        busy={verify.isPending}
      />
    </div>
  );
}
